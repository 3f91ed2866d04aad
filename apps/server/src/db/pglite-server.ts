import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import type pg from 'pg';

export interface PgliteServer {
  /** How `pg` reaches it: a Unix socket in a private folder, so no other user of the machine can connect. */
  connection: pg.PoolConfig;
  close(): Promise<void>;
}

// The TypeScript source (tsx, vitest) sits beside this file; the production build puts the compiled
// worker beside the bundle in dist/.
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);
const SOCKET_PORT = 5432;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's folder belongs to one process: two would corrupt it. A lock file names the holder's pid; a
 * lock left by a process that is gone (a crash) is taken over.
 */
function lockFolder(dataDir: string): () => void {
  const lockFile = join(dataDir, 'aerie.lock');
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      // Our own pid in the file is a lock left by a crash before a restart that got the same pid back.
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(`The PGlite folder ${dataDir} is already open in process ${holder}; one process at a time.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
}

/**
 * Starts PGlite in its own worker thread behind a PostgreSQL wire-protocol socket (see pglite-worker.ts).
 * `dataDir` is the PGlite folder, or null for an in-memory database, which may start from `snapshotFile`
 * (a data folder dumped by PGlite's `dumpDataDir`).
 */
export async function startPgliteServer(dataDir: string | null, snapshotFile?: string): Promise<PgliteServer> {
  const unlock = dataDir ? lockFolder(dataDir) : () => {};
  const socketDir = mkdtempSync(join(tmpdir(), 'aerie-pglite-'));
  const worker = new Worker(WORKER_FILE, {
    workerData: { dataDir, snapshotFile: snapshotFile ?? null, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) },
  });
  const cleanUp = () => {
    rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };
  // Named listeners, removed one by one: removeAllListeners() would also drop the Worker's own internal ones.
  let onError: (error: Error) => void = () => {};
  let onExit: (code: number) => void = () => {};
  let onMessage: (message: { type: string; message?: string }) => void = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      onError = reject;
      onExit = (code) => reject(new Error(`The PGlite worker stopped during start-up (exit ${code}).`));
      onMessage = (message) => {
        if (message.type === 'ready') resolve();
        else reject(new Error(`PGlite could not start: ${message.message}`));
      };
      worker.on('error', onError).on('exit', onExit).on('message', onMessage);
    });
  } catch (error) {
    await worker.terminate();
    cleanUp();
    throw error;
  } finally {
    worker.off('error', onError).off('exit', onExit).off('message', onMessage);
  }

  let closed: Promise<void> | null = null;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    close() {
      closed ??= new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
        worker.postMessage({ type: 'close' });
      }).then(async () => {
        await worker.terminate();
        cleanUp();
      });
      return closed;
    },
  };
}
