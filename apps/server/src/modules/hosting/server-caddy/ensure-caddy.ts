import type { ServerSession } from '../../../adapters/server-transport/server-transport.js';

/** What a look at the server found: Caddy's version (empty when missing), the OS family, and the rights we have. */
export interface CaddyFacts {
  version: string;
  os: string[];
  isRoot: boolean;
  hasSudo: boolean;
  hasSystemd: boolean;
}

export type EnsureCaddyResult =
  | { status: 'present'; version: string }
  | { status: 'installed'; version: string }
  /** Aerie cannot install it here: `message` says how, for the UI to show. */
  | { status: 'manual'; message: string };

const PROBE_SCRIPT = String.raw`
if command -v caddy >/dev/null 2>&1; then echo "version=$(caddy version 2>/dev/null | head -n 1)"; else echo "version="; fi
echo "os=$(sed -n 's/^ID=//p; s/^ID_LIKE=//p' /etc/os-release 2>/dev/null | tr -d '"' | tr '\n' ' ')"
echo "root=$([ "$(id -u)" = 0 ] && echo yes || echo no)"
echo "sudo=$(sudo -n true >/dev/null 2>&1 && echo yes || echo no)"
echo "systemd=$([ -d /run/systemd/system ] && echo yes || echo no)"
`;

/**
 * Debian's and Ubuntu's package, installed without ever serving its welcome site on :80 (tls-spike § 1: its
 * postinst enables and starts caddy.service): a policy-rc.d that refuses every start while apt runs (only when
 * the server has none of its own), the unit disabled afterwards, and the package's Caddyfile — that welcome site
 * and nothing else, as Caddy was not there before — kept as Caddyfile.dist and replaced by a comment. The first
 * sync then writes Aerie's sites and starts the service.
 */
const INSTALL_SCRIPT = String.raw`
set -u
sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo -n"
export DEBIAN_FRONTEND=noninteractive
added_policy=0
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $sudo tee /usr/sbin/policy-rc.d >/dev/null && $sudo chmod 755 /usr/sbin/policy-rc.d && added_policy=1
fi
$sudo apt-get update -q >/dev/null; $sudo apt-get install -y -q caddy >/dev/null; installed=$?
[ "$added_policy" = 1 ] && $sudo rm -f /usr/sbin/policy-rc.d
[ "$installed" = 0 ] || { echo "apt-get install caddy failed." >&2; exit 1; }
if [ -d /run/systemd/system ]; then $sudo systemctl disable --now caddy >/dev/null 2>&1 || true; fi
if [ -f /etc/caddy/Caddyfile ] && [ ! -e /etc/caddy/Caddyfile.dist ]; then
  $sudo cp -p /etc/caddy/Caddyfile /etc/caddy/Caddyfile.dist
  printf '# Caddy for your apps, installed by Aerie. The package default is in Caddyfile.dist.\n' | $sudo tee /etc/caddy/Caddyfile >/dev/null
fi
caddy version | head -n 1
`;

export function parseCaddyFacts(output: string): CaddyFacts {
  const field = (name: string) => output.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim() ?? '';
  return {
    version: field('version'),
    os: field('os').split(/\s+/).filter(Boolean),
    isRoot: field('root') === 'yes',
    hasSudo: field('sudo') === 'yes',
    hasSystemd: field('systemd') === 'yes',
  };
}

/** Whether Aerie can install Caddy itself, and if not what the user should run: decided from the facts alone. */
export function caddyInstallPlan(facts: CaddyFacts): 'present' | 'install' | { manual: string } {
  if (facts.version) return 'present';
  const isDebianLike = facts.os.some((name) => name === 'debian' || name === 'ubuntu');
  if (isDebianLike && (facts.isRoot || facts.hasSudo)) return 'install';
  if (isDebianLike) return { manual: 'Install Caddy with: sudo apt-get install -y caddy — then try again.' };
  return {
    manual: 'Install Caddy with your system’s package manager (see caddyserver.com/docs/install), then try again.',
  };
}

/** Finds Caddy on the server (`caddy version`), or installs it where Aerie can (issue 32 § 3). */
export async function ensureCaddy(session: ServerSession): Promise<EnsureCaddyResult> {
  const probe = await session.run(PROBE_SCRIPT, { timeoutMs: 30_000 });
  const facts = parseCaddyFacts(probe.stdout);
  const plan = caddyInstallPlan(facts);
  if (plan === 'present') return { status: 'present', version: facts.version };
  if (plan !== 'install') return { status: 'manual', message: plan.manual };
  const install = await session.run(INSTALL_SCRIPT, { timeoutMs: 5 * 60_000 });
  if (install.code !== 0)
    return {
      status: 'manual',
      message: 'Aerie could not install Caddy. Install it with: sudo apt-get install -y caddy',
    };
  return { status: 'installed', version: install.stdout.trim().split('\n').at(-1) ?? '' };
}
