import type { AppContext } from '../../context.js';
import { unreadCount } from './unread-count.js';
import { UNREAD_CHANNEL } from './unread-signal.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

let following = 0;
/** How many live counts this process streams right now (a gauge the tests read). */
export const unreadStreamsOpen = () => following;

const unreadEvent = (unread: number) => `event: unread\ndata: ${JSON.stringify({ unread })}\n\n`;

/**
 * Streams a person's unread count: `event: unread` first, then each time it changes. Nothing polls: the
 * count is read again only when a signal says this person's notifications changed (a notification was
 * made by any worker, one was read in another tab), which arrives once that transaction commits, in
 * whichever process it ran. A lost signals connection makes every stream read again. Stops when `signal`
 * aborts (the client went away, or the server is closing).
 */
export async function followUnreadCount(
  ctx: Pick<AppContext, 'db' | 'signals'>,
  input: { userId: number; write: (text: string) => void; signal: AbortSignal },
): Promise<void> {
  const { userId, write, signal } = input;
  let isStale = true;
  let wake: () => void = () => {};
  const stopListening = await ctx.signals.listen(UNREAD_CHANNEL, (payload) => {
    if (payload !== null && payload !== String(userId)) return;
    isStale = true;
    wake();
  });
  following += 1;
  try {
    let shown: number | null = null;
    let lastWriteAt = Date.now();
    while (!signal.aborted) {
      if (isStale) {
        isStale = false;
        const unread = await unreadCount(ctx.db, userId);
        if (unread !== shown && !signal.aborted) {
          write(unreadEvent(unread));
          shown = unread;
          lastWriteAt = Date.now();
        }
      }
      if (Date.now() - lastWriteAt >= HEARTBEAT_MS) {
        write(': heartbeat\n\n');
        lastWriteAt = Date.now();
      }
      if (isStale) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HEARTBEAT_MS - (Date.now() - lastWriteAt));
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        };
        wake = done;
        signal.addEventListener('abort', done, { once: true });
      });
      wake = () => {};
    }
  } finally {
    following -= 1;
    stopListening();
  }
}
