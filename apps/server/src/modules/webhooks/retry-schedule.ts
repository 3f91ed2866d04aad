/** Retries stop this long after the first attempt: a receiver down for a day has lost the delivery. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** No wait between attempts is longer than an hour. */
export const RETRY_DELAY_MAX_SECONDS = 60 * 60;

/**
 * When to try again after `attemptsMade` failed attempts: the base (WEBHOOK_RETRY_BASE_SECONDS, 30 s)
 * doubling each time up to an hour; null once the next attempt would land more than a day after the first.
 */
export function nextRetryDelaySeconds(options: {
  attemptsMade: number;
  baseSeconds: number;
  firstAttemptAt: Date;
  now: Date;
}): number | null {
  const delay = Math.min(options.baseSeconds * 2 ** (options.attemptsMade - 1), RETRY_DELAY_MAX_SECONDS);
  const due = options.now.getTime() + delay * 1000;
  return due > options.firstAttemptAt.getTime() + RETRY_WINDOW_MS ? null : delay;
}
