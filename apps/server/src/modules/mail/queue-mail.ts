import type { Queryable } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { JobQueue } from '../../adapters/queue/job-queue.js';
import type { MailContent } from './templates.js';

/**
 * Writes the e-mail to the outbox and enqueues its delivery in the caller's transaction: if the change
 * that caused the e-mail rolls back, no e-mail exists; if it commits, delivery is retried until it works.
 */
export async function queueMail(db: Queryable, jobs: JobQueue, to: string, content: MailContent): Promise<void> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to, ...content })
    .returning({ id: mailOutbox.id });
  await jobs.send('send-email', { mailId: row!.id }, { db });
}
