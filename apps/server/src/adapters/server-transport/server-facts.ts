import { ServerTransportError, type ServerSession } from './server-transport.js';

export interface ServerFacts {
  /** The system's name, e.g. "Ubuntu 24.04.1 LTS"; the kernel's (`uname -sr`) when there is no os-release. */
  os: string | null;
  hasGit: boolean;
}

/**
 * os-release is read, not sourced: it is the server's file, and sourcing would run whatever it holds in
 * our session. Each fact comes back on its own tagged line so a chatty login script cannot be mistaken
 * for one.
 */
const FACTS_SCRIPT = String.raw`for file in /etc/os-release /usr/lib/os-release; do
  if [ -r "$file" ]; then grep -m 1 '^PRETTY_NAME=' "$file" | sed 's/^/aerie-os-release:/'; break; fi
done
printf 'aerie-uname:%s\n' "$(uname -sr 2>/dev/null)"
if command -v git > /dev/null 2>&1; then echo 'aerie-git:yes'; else echo 'aerie-git:no'; fi
`;

/** What a new server connection records: its system and whether deployments can clone there. */
export async function readServerFacts(session: ServerSession): Promise<ServerFacts> {
  const result = await session.run(FACTS_SCRIPT, { timeoutMs: 30_000 });
  if (result.code !== 0) {
    throw new ServerTransportError('failed', `Could not read the server's system details (exit code ${result.code}).`);
  }
  const value = (tag: string) =>
    result.stdout
      .split('\n')
      .find((line) => line.startsWith(`${tag}:`))
      ?.slice(tag.length + 1)
      .trim();
  const prettyName = value('aerie-os-release');
  const os = (prettyName ? osReleaseValue(prettyName.replace(/^PRETTY_NAME=/, '')) : '') || value('aerie-uname');
  return { os: os ? os.slice(0, 200) : null, hasGit: value('aerie-git') === 'yes' };
}

/** An os-release value: shell-style, optionally in single or double quotes with backslash escapes. */
export function osReleaseValue(raw: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(raw);
  if (!quoted) return raw;
  return quoted[1] === '"' ? quoted[2]!.replace(/\\([$"`\\])/g, '$1') : quoted[2]!;
}
