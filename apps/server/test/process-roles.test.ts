import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { registration } from './support/accounts.js';
import { createPostgresDatabase } from './support/test-database.js';

const serverUrl = process.env.DATABASE_URL;
const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const children: ChildProcess[] = [];

function startProcess(role: 'web' | 'worker', env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript, `--role=${role}`], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', JOB_POLL_SECONDS: '0.5', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function waitForHealth(url: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 30_000, interval: 250 })
    .toBe(200);
}

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

// Several processes share one database only on PostgreSQL (PGlite belongs to one process), so this
// runs in the PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.runIf(serverUrl)('a web process and a worker process on one PostgreSQL', () => {
  it('the web process queues the e-mail and the separate worker process delivers it', async () => {
    const database = await createPostgresDatabase(serverUrl!);
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const web = `http://127.0.0.1:${port}`;
    try {
      startProcess('web', { DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' });
      await waitForHealth(web);

      const body = registration();
      const created = await fetch(`${web}/api/api/user/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(created.status).toBe(200);

      const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
      const status = async () =>
        (await handle.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.to, body.email)))[0]
          ?.status;
      // The web role runs no jobs: the e-mail waits in the outbox.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await status()).toBe('queued');

      startProcess('worker', { DATABASE_URL: database.url });
      await expect.poll(status, { timeout: 30_000, interval: 250 }).toBe('sent');
      await handle.close();
    } finally {
      for (const child of children.splice(0)) child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await database.drop();
    }
  }, 90_000);
});
