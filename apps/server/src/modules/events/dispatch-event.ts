import { and, eq, isNull, lt } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { domainEvents } from '../../db/schema/index.js';
import type { EventSubscriber } from './subscriber.js';

/**
 * Hands one event to its subscribers: one `handle-event` job each, queued in the transaction that marks
 * the event dispatched. A retried dispatch job finds the mark and queues nothing twice.
 */
export async function dispatchEvent(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  subscribers: readonly EventSubscriber[],
  eventId: number,
): Promise<void> {
  const queued = await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .select({ name: domainEvents.name })
      .from(domainEvents)
      .where(and(eq(domainEvents.id, eventId), isNull(domainEvents.dispatchedAt)))
      .for('update', { skipLocked: true });
    if (!event) return 0;
    let count = 0;
    for (const subscriber of subscribers) {
      if (!(subscriber.on as readonly string[]).includes(event.name)) continue;
      await ctx.jobs.send('handle-event', { eventId, subscriber: subscriber.name }, { db: tx });
      count += 1;
    }
    await tx.update(domainEvents).set({ dispatchedAt: new Date() }).where(eq(domainEvents.id, eventId));
    return count;
  });
  // Each hop of an event is a job: waking this process's workers keeps a reaction (a push's deploy) prompt.
  if (queued > 0) ctx.jobs.wake('handle-event');
}

/**
 * Events left undispatched a minute after they happened (their dispatch job ran out of retries, or was
 * lost with a database restored from a backup) are dispatched again; each one is handled once anyway.
 */
export async function dispatchStragglers(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>,
  subscribers: readonly EventSubscriber[],
): Promise<void> {
  const minuteAgo = new Date(ctx.clock.now().getTime() - 60_000);
  const stragglers = await ctx.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(isNull(domainEvents.dispatchedAt), lt(domainEvents.occurredAt, minuteAgo)))
    .orderBy(domainEvents.id)
    .limit(500);
  for (const { id } of stragglers) await dispatchEvent(ctx, subscribers, id);
}
