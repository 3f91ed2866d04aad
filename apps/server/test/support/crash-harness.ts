import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { startAerieProcess, stopAll, type AerieProcess } from './aerie-process.js';
import { startTestApp, type TestApp } from './test-app.js';
import { createPostgresDatabase } from './test-database.js';

/** Polls `probe` until it answers something other than undefined, and answers that. */
export async function poll<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A fresh PostgreSQL database for a describe block whose tests start real Aerie processes on it (and kill
 * them), with a handle of the test's own to look at what they did. Call inside the describe: it registers
 * the block's beforeAll/afterAll. Every process shares one SECRET_KEY, as several machines must.
 */
export function useAerieProcesses(serverUrl: string) {
  const secretKey = randomBytes(32).toString('hex');
  const running: AerieProcess[] = [];
  let database: { url: string; drop(): Promise<void> } | null = null;
  let handle: DatabaseHandle | null = null;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl);
    handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await stopAll(running.splice(0));
    await handle?.close();
    await database?.drop();
  }, 60_000);

  return {
    get handle(): DatabaseHandle {
      return handle!;
    },
    async start(env: Record<string, string> = {}, role: 'web' | 'worker' | 'all' = 'all'): Promise<AerieProcess> {
      const one = await startAerieProcess({
        databaseUrl: database!.url,
        role,
        env: { SECRET_KEY: secretKey, ...env },
      });
      running.push(one);
      return one;
    },
    /** Kills what a test left running, so the next test starts from none. */
    stopAll: () => stopAll(running.splice(0)),
    /**
     * A test's fixtures, made through the API by an Aerie in this process, closed before the test starts
     * its real processes (so none of their jobs runs here).
     */
    async withFixtures<T>(make: (t: TestApp) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
      const t = await startTestApp({
        database: await openDatabase({ databaseUrl: database!.url, dataDir: null }),
        env: { SECRET_KEY: secretKey, ...env },
      });
      try {
        return await make(t);
      } finally {
        await t.close();
      }
    },
  };
}
