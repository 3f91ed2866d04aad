import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from './sshd.js';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries installed (Debian keeps them per version). */
export function postgresBinDir(): string | null {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    return versions.length ? join('/usr/lib/postgresql', versions[0]!, 'bin') : null;
  } catch {
    return null;
  }
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:{port}/aerie` (trust auth, local only). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port, its socket in its own folder), so
 * stopping and starting it disturbs no one else. PostgreSQL refuses to run as root: as root, the commands
 * run as the `postgres` OS user, which owns the folder.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'aerie-pg-'));
  const asRoot = process.getuid?.() === 0;
  let uid = 0;
  let gid = 0;
  if (asRoot) {
    uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) => run(join(bin, tool), args, asRoot ? { uid, gid, cwd: dir } : {});
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'aerie']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/aerie`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
