import type { AppContext } from '../../context.js';
import { dispatchPending } from './dispatch-event.js';
import type { EventSubscriber } from './subscriber.js';

/** The channel the `domain_events` trigger signals on commit (migration 0025). */
export const EVENTS_CHANNEL = 'domain_events';

/**
 * A worker process's relay: dispatches pending events when a commit signals new ones, and once at start
 * (events a process left behind when it died). A signal while a pass runs means one more pass after it, so
 * none is lost and passes never overlap in one process. Returns the function that stops listening; the
 * minute's `dispatch-event` job is the safety net for a signal that never came.
 */
export async function startEventRelay(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'signals' | 'logger'>,
  subscribers: readonly EventSubscriber[],
): Promise<() => void> {
  let running = false;
  let again = false;
  const pass = async () => {
    do {
      again = false;
      await dispatchPending(ctx, subscribers).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'event dispatch failed; the next signal or the minute retries it'),
      );
    } while (again);
    running = false;
  };
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void pass();
  };
  const stop = await ctx.signals.listen(EVENTS_CHANNEL, kick);
  kick();
  return stop;
}
