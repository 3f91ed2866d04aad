import { startJobQueue, type JobQueue } from '../../src/adapters/queue/job-queue.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createLogger } from '../../src/logger.js';
import { queueMail } from '../../src/modules/mail/queue-mail.js';

/**
 * Sends jobs as the product's modules do, from the test: a queue of its own on the database that separate
 * Aerie processes work on, stopped again once `send` is done (it runs none of the jobs itself).
 */
export async function withJobQueue<T>(handle: DatabaseHandle, send: (jobs: JobQueue) => Promise<T>): Promise<T> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const jobs = await startJobQueue(handle, { pollSeconds: 1, logger: createLogger(config) });
  try {
    return await send(jobs);
  } finally {
    await jobs.stop();
  }
}

/** Queues one e-mail per subject to `to` (outbox row + send-email job, as queueMail does for the product). */
export function queueMails(handle: DatabaseHandle, to: string, subjects: string[]): Promise<void> {
  return withJobQueue(handle, async (jobs) => {
    for (const subject of subjects) {
      await queueMail(handle.db, jobs, to, { subject, text: subject, html: `<p>${subject}</p>` });
    }
  });
}
