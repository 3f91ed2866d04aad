import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import {
  freePorts,
  makeMinica,
  requireEngines,
  startChallengeDns,
  startPebble,
  type Engine,
} from '../../../apps/server/test/support/acme-engines';
import type { TestSshd } from '../../../apps/server/test/support/sshd';

const run = promisify(execFile);

/** The user's server's Caddy as a journey sees it: its HTTPS port, and what a visitor trusting only the CA gets. */
export interface ServerCaddy {
  httpsPort: number;
  /** `curl --resolve host:port:127.0.0.1 --cacert <Pebble's root>`: status and body, or null when TLS fails. */
  fetchOverHttps(host: string, path?: string): Promise<{ status: number; body: string } | null>;
  /** Polls (no fixed sleep) until the host answers over HTTPS with a body that passes `accept`. */
  waitForHttps(host: string, accept: (body: string) => boolean, path?: string): Promise<string>;
  /** Caddy's own log on the server, for a failure message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Issue 32 § 3 and § 4 offline: the test sshd is the user's server, the Caddy installed on this machine is its Caddy
 * (started through SSH by Aerie's first sync, as on a server without systemd), Pebble is the CA and validates for
 * real through pebble-challtestsrv's DNS (every name is 127.0.0.1). Aerie was started (playwright.config.ts) with
 * `SERVER_CADDY_DIR` = `{E2E_SERVER_CADDY_DIR}/etc`, the CA at `E2E_PEBBLE_PORT` and its root in `…/ca`: this puts
 * the user's own Caddyfile there — the server's ports, storage and admin endpoint — and starts the CA.
 */
export async function startServerCaddy(sshd: TestSshd): Promise<ServerCaddy> {
  requireEngines();
  const base = process.env.E2E_SERVER_CADDY_DIR!;
  const pebblePort = Number(process.env.E2E_PEBBLE_PORT);
  rmSync(base, { recursive: true, force: true });
  const etc = join(base, 'etc');
  const ca = join(base, 'ca');
  mkdirSync(join(etc, 'storage'), { recursive: true });
  mkdirSync(ca, { recursive: true });
  chmodSync(base, 0o755);
  chmodSync(ca, 0o755);
  const minica = makeMinica(ca);
  chmodSync(minica.caFile, 0o644);

  const [dns, dnsManagement, management, http, https, admin] = await freePorts(6);
  const engines: Engine[] = [await startChallengeDns(ca, { dns: dns!, management: dnsManagement! })];
  const pebble = await startPebble(ca, {
    minica,
    ports: { acme: pebblePort, management: management!, dns: dns! },
    challengePorts: { http: http!, tls: https! },
    validitySeconds: 3600,
  });
  engines.push(pebble);
  const rootFile = join(ca, 'pebble-root.pem');
  writeFileSync(rootFile, pebble.root);

  writeFileSync(
    join(etc, 'Caddyfile'),
    `{
	admin 127.0.0.1:${admin}
	default_bind 127.0.0.1
	http_port ${http}
	https_port ${https}
	storage file_system {
		root ${join(etc, 'storage')}
	}
	skip_install_trust
}
`,
  );
  if (process.getuid?.() === 0) await run('chown', ['-R', `${sshd.user}:`, etc]);

  const logFile = join(etc, 'caddy.log');
  const fetchOverHttps = async (host: string, path = '/') => {
    const result = await run('curl', [
      '-sS',
      '--max-time',
      '5',
      '--resolve',
      `${host}:${https}:127.0.0.1`,
      '--cacert',
      rootFile,
      '-w',
      '\n%{http_code}',
      `https://${host}:${https}${path}`,
    ]).catch(() => null);
    if (!result) return null;
    const cut = result.stdout.lastIndexOf('\n');
    return { status: Number(result.stdout.slice(cut + 1)), body: result.stdout.slice(0, cut) };
  };
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '(no Caddy log yet)');
  return {
    httpsPort: https!,
    fetchOverHttps,
    log,
    async waitForHttps(host, accept, path = '/') {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        const answer = await fetchOverHttps(host, path);
        if (answer && accept(answer.body)) return answer.body;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${host}${path} was not served over HTTPS as expected. Caddy's log:\n${log()}`);
    },
    async stop() {
      const pidFile = join(etc, 'caddy.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      for (const engine of engines.reverse()) await engine.stop();
      // What Caddy keeps in its account's home besides the storage above (its autosave, its instance id).
      if (process.getuid?.() === 0)
        for (const dir of ['.config/caddy', '.local/share/caddy'])
          rmSync(join(sshd.home, dir), { recursive: true, force: true });
      rmSync(base, { recursive: true, force: true });
    },
  };
}
