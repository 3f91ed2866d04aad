import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { domainEvents, eventReceipts } from '../../db/schema/index.js';
import { eventView } from './event-view.js';
import type { EventSubscriber } from './subscriber.js';

/** Thrown so the queue retries later: an earlier event of the same aggregate is not handled yet. */
export class EarlierEventPending extends Error {
  constructor(eventId: number, subscriber: string) {
    super(`event ${eventId} waits for an earlier event of its aggregate (${subscriber})`);
  }
}

/**
 * Runs one subscriber on one event, at most once: the receipt row and the subscriber's writes commit
 * together, and a retry that finds the receipt does nothing. A subscriber that throws rolls both back and
 * the queue retries it with backoff.
 */
export async function handleEvent(
  ctx: AppContext,
  subscribers: readonly EventSubscriber[],
  job: { eventId: number; subscriber: string },
): Promise<void> {
  const subscriber = subscribers.find((candidate) => candidate.name === job.subscriber);
  if (!subscriber) {
    ctx.logger.warn(job, 'event subscriber no longer exists; event skipped');
    return;
  }
  const handled = await ctx.db.transaction(async (tx) => {
    const [event] = await tx.select().from(domainEvents).where(eq(domainEvents.id, job.eventId));
    if (!event) return false;
    const [receipt] = await tx
      .insert(eventReceipts)
      .values({ eventId: event.id, subscriber: subscriber.name })
      .onConflictDoNothing()
      .returning({ eventId: eventReceipts.eventId });
    if (!receipt) return false;
    if (subscriber.ordered) {
      const [earlier] = await tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.aggregate, event.aggregate),
            lt(domainEvents.id, event.id),
            inArray(domainEvents.name, [...subscriber.on]),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(eventReceipts)
                .where(and(eq(eventReceipts.eventId, domainEvents.id), eq(eventReceipts.subscriber, subscriber.name))),
            ),
          ),
        )
        .limit(1);
      if (earlier) throw new EarlierEventPending(event.id, subscriber.name);
    }
    await subscriber.handle(ctx, eventView(event), tx);
    return true;
  });
  if (handled) for (const queue of subscriber.wakes ?? []) ctx.jobs.wake(queue);
}
