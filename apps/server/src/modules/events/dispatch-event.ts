import { inArray, isNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { domainEvents } from '../../db/schema/index.js';
import type { EventSubscriber } from './subscriber.js';

const BATCH = 100;

/**
 * Hands every undispatched event to its subscribers: one `handle-event` job per subscriber, queued in the
 * transaction that marks the event dispatched, a batch at a time in the order the events happened. Rows
 * another process is dispatching are skipped (`SKIP LOCKED`), so two relays never queue an event twice.
 * Returns how many jobs it queued.
 */
export async function dispatchPending(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  subscribers: readonly EventSubscriber[],
): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const events = await tx
        .select({ id: domainEvents.id, name: domainEvents.name })
        .from(domainEvents)
        .where(isNull(domainEvents.dispatchedAt))
        .orderBy(domainEvents.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const event of events) {
        for (const subscriber of subscribers) {
          if (!(subscriber.on as readonly string[]).includes(event.name)) continue;
          await ctx.jobs.send('handle-event', { eventId: event.id, subscriber: subscriber.name }, { db: tx });
          queued += 1;
        }
      }
      if (events.length) {
        const ids = events.map((event) => event.id);
        await tx.update(domainEvents).set({ dispatchedAt: new Date() }).where(inArray(domainEvents.id, ids));
      }
      return events.length;
    });
    if (batch < BATCH) break;
  }
  // Each hop of an event is a job: waking this process's workers keeps a reaction (a push's deploy) prompt.
  if (queued > 0) ctx.jobs.wake('handle-event');
  return queued;
}
