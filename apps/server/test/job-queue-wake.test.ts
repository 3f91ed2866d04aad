import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startJobQueue, type JobQueue } from '../src/adapters/queue/job-queue.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { openTestDatabase } from './support/test-database.js';

/**
 * Idle workers poll seldom (JOB_POLL_SECONDS, 30 s by default); a job ready at once reaches them by a
 * notification when the transaction that sent it commits, from any queue on the database, as a web
 * process's job reaches a worker process. Here the workers poll once a minute, so only the notification
 * can bring a job within the seconds waited. Runs on PGlite (whose socket server forwards the NOTIFY to
 * the listening connection) and in the PostgreSQL pass.
 */
const POLL_SECONDS = 60;
const QUEUE = 'purge-rate-limits';

let handle: DatabaseHandle;
let sender: JobQueue;
let worker: JobQueue;
const received: string[] = [];

const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));

async function waitFor(predicate: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return predicate();
}

beforeAll(async () => {
  handle = await openTestDatabase();
  worker = await startJobQueue(handle, { pollSeconds: POLL_SECONDS, logger });
  sender = await startJobQueue(handle, { pollSeconds: POLL_SECONDS, logger });
  await worker.work<{ label: string }>(QUEUE, async ({ label }) => {
    received.push(label);
  });
  // The worker's first fetch, made as it starts, is behind it: from here only a wake brings a job soon.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}, 60_000);

afterAll(async () => {
  await sender?.stop();
  await worker?.stop();
  await handle?.close();
});

describe('a job sent by another queue on the database', () => {
  it('wakes the idle worker when it is sent, long before its next poll', async () => {
    await sender.send(QUEUE, { label: 'at once' });
    expect(await waitFor(() => received.includes('at once'), 10_000)).toBe(true);
  });

  it('wakes it only once the transaction that sent it commits, and never for one rolled back', async () => {
    await handle.db
      .transaction(async (tx) => {
        await sender.send(QUEUE, { label: 'rolled back' }, { db: tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);

    let committed = false;
    await handle.db.transaction(async (tx) => {
      await sender.send(QUEUE, { label: 'committed' }, { db: tx });
      await tx.execute(sql`select 1`);
      // Not yet visible: the worker cannot have it before the commit.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received).not.toContain('committed');
      committed = true;
    });
    expect(committed).toBe(true);
    expect(await waitFor(() => received.includes('committed'), 10_000)).toBe(true);
    expect(received).not.toContain('rolled back');
  });
});

describe('a backlog', () => {
  it('drains at the pace of the jobs: a worker that found a job looks again at once', async () => {
    // Twenty jobs in one transaction: one notification for all of them, then no poll for a minute.
    await handle.db.transaction(async (tx) => {
      for (let n = 0; n < 20; n += 1) await sender.send(QUEUE, { label: `backlog ${n}` }, { db: tx });
    });
    const drained = () => received.filter((label) => label.startsWith('backlog ')).length === 20;
    expect(await waitFor(drained, 15_000)).toBe(true);
  });
});

describe('a delayed job', () => {
  it('is found when its time comes by the one due check, though workers themselves poll every 5 minutes', async () => {
    // Here the due check runs every second; each worker's own poll is the 300-second backstop.
    const prompt = await startJobQueue(handle, { pollSeconds: 1, logger });
    const arrived: number[] = [];
    try {
      await prompt.work('reverify-payments', async () => {
        arrived.push(Date.now());
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const sentAt = Date.now();
      await sender.send('reverify-payments', {}, { startAfterSeconds: 2 });
      expect(await waitFor(() => arrived.length === 1, 10_000)).toBe(true);
      expect(arrived[0]! - sentAt).toBeGreaterThanOrEqual(1_500);
    } finally {
      await prompt.stop();
    }
  });
});
