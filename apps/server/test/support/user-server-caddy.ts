import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import {
  freePorts,
  makeMinica,
  requireEngines,
  startChallengeDns,
  startPebble,
  type Engine,
  type Pebble,
} from './acme-engines.js';
import type { TestSshd } from './sshd.js';

const run = promisify(execFile);

export interface UserServerCaddy {
  /** SERVER_CADDY_* for the Aerie processes: Caddy's config in this folder, certificates from this Pebble. */
  env: Record<string, string>;
  pebble: Pebble;
  /** The file the sync script takes turns on (`flock`), as `SERVER_CADDY_DIR/aerie.caddy.lock`. */
  lockFile: string;
  /** The body `https://{host}/` answers, trusting only Pebble's root; undefined while TLS or the request fails. */
  fetchOverHttps(host: string): Promise<string | undefined>;
  /** Stops the Caddy the sync started (its pid file), the engines, and removes the folder. */
  stop(): Promise<void>;
}

/**
 * The user's server of issue 32 § 3 offline, as tests/e2e/support/server-caddy.ts sets it up: the test sshd's
 * account owns a Caddyfile of its own (test ports, storage, admin endpoint) in a fresh folder, Pebble is the CA
 * and validates HTTP-01 for real through pebble-challtestsrv (every name is 127.0.0.1). Aerie's first sync starts
 * Caddy through SSH, as on a server without systemd.
 */
export async function startUserServerCaddy(sshd: TestSshd): Promise<UserServerCaddy> {
  requireEngines();
  const work = mkdtempSync(join(tmpdir(), 'aerie-user-caddy-'));
  const etc = join(work, 'etc');
  const engines: Engine[] = [];
  chmodSync(work, 0o755);
  mkdirSync(join(etc, 'storage'), { recursive: true });
  const minica = makeMinica(work);
  chmodSync(minica.caFile, 0o644);
  const [dns, dnsManagement, acme, management, http, https, admin] = await freePorts(7);
  engines.push(await startChallengeDns(work, { dns: dns!, management: dnsManagement! }));
  const pebble = await startPebble(work, {
    minica,
    ports: { acme: acme!, management: management!, dns: dns! },
    challengePorts: { http: http!, tls: https! },
    validitySeconds: 3600,
  });
  engines.push(pebble);
  const rootFile = join(work, 'pebble-root.pem');
  writeFileSync(rootFile, pebble.root);
  writeFileSync(
    join(etc, 'Caddyfile'),
    `{\n\tadmin 127.0.0.1:${admin}\n\tdefault_bind 127.0.0.1\n\thttp_port ${http}\n\thttps_port ${https}\n` +
      `\tstorage file_system {\n\t\troot ${join(etc, 'storage')}\n\t}\n\tskip_install_trust\n}\n`,
  );
  const lockFile = join(etc, 'aerie.caddy.lock');
  writeFileSync(lockFile, '');
  if (process.getuid?.() === 0) await run('chown', ['-R', `${sshd.user}:`, etc]);
  return {
    env: {
      SERVER_CADDY_DIR: etc,
      SERVER_CADDY_ACME_CA: pebble.directoryUrl,
      SERVER_CADDY_ACME_CA_ROOT: minica.caFile,
    },
    pebble,
    lockFile,
    fetchOverHttps: (host) =>
      run('curl', [
        '-sS',
        '--max-time',
        '5',
        '--resolve',
        `${host}:${https}:127.0.0.1`,
        '--cacert',
        rootFile,
        `https://${host}:${https}/`,
      ])
        .then((result) => result.stdout)
        .catch(() => undefined),
    async stop() {
      const pidFile = join(etc, 'caddy.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
      if (pid > 0) process.kill(pid, 'SIGTERM');
      for (const engine of engines.reverse()) await engine.stop();
      // What Caddy keeps in its account's home besides the storage above (its autosave, its instance id).
      if (process.getuid?.() === 0)
        for (const dir of ['.config/caddy', '.local/share/caddy'])
          rmSync(join(sshd.home, dir), { recursive: true, force: true });
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Holds the flock the sync script takes turns on, as another change to Caddy's config would: a sync that
 * reaches it waits there, mid-way, until `release`. `isWaitedFor` says whether some process waits for it now
 * (a `->` line of /proc/locks names the file's inode).
 */
export async function holdCaddyLock(lockFile: string) {
  const holder = spawn('flock', [lockFile, '-c', 'echo held; exec cat'], { stdio: ['pipe', 'pipe', 'ignore'] });
  await new Promise((resolve) => holder.stdout.once('data', resolve));
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  return {
    isWaitedFor() {
      const inode = statSync(lockFile).ino;
      return readFileSync('/proc/locks', 'utf8')
        .split('\n')
        .some((line) => line.includes('->') && line.includes(' FLOCK ') && line.includes(`:${inode} `));
    },
    async release() {
      holder.stdin.end();
      await exited;
    },
  };
}
