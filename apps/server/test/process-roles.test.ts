import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { mailOutbox } from '../src/db/schema/index.js';
import { registration } from './support/accounts.js';
import { useAerieProcesses } from './support/crash-harness.js';

const serverUrl = process.env.DATABASE_URL;

// Several processes share one database only on PostgreSQL (PGlite belongs to one process), so this
// runs in the PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('a web process and a worker process on one PostgreSQL', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('the web process queues the e-mail and the separate worker process delivers it', async () => {
    const web = await aerie.start({}, 'web');
    const body = registration();
    const created = await fetch(`${web.url}/api/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(200);

    const status = async () =>
      (
        await aerie.handle.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, body.email))
      )[0]?.status;
    // The web role runs no jobs: the e-mail waits in the outbox. Showing that nothing happens takes a wait;
    // these processes poll the queue every 0.5 s (JOB_POLL_SECONDS), so a worker in the web process would
    // have fetched the job twice over in one second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await status()).toBe('queued');

    await aerie.start({}, 'worker');
    await expect.poll(status, { timeout: 30_000, interval: 250 }).toBe('sent');
  }, 90_000);
});
