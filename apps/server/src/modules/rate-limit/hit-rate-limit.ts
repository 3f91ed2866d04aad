import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { rateLimitBuckets } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export interface RateLimitRule {
  /** What is limited, e.g. `login:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The fixed window `now` falls in (aligned to the clock), and how long until it ends. */
function windowOf(rule: RateLimitRule, now: number): { start: Date; remainingMs: number } {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), remainingMs: start + windowMs - now };
}

/**
 * Counts one attempt against each rule (fixed windows aligned to the clock, in the database so every
 * server process shares them) and refuses with 429 and a Retry-After once a rule is over its limit.
 */
export async function hitRateLimit(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  rules: RateLimitRule[],
): Promise<void> {
  const now = clock.now().getTime();
  for (const rule of rules) {
    const window = windowOf(rule, now);
    const [bucket] = await db
      .insert(rateLimitBuckets)
      .values({ key: rule.key, windowStart: window.start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { hits: sql`${rateLimitBuckets.hits} + 1` },
      })
      .returning({ hits: rateLimitBuckets.hits });
    if (bucket!.hits > rule.limit) throw tooManyAttempts(window.remainingMs);
  }
}

/** 429 with Retry-After: the window's end, `remainingMs` from now. */
function tooManyAttempts(remainingMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(remainingMs / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    'rate_limited',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      headers: { 'retry-after': String(retryAfter) },
    },
  );
}

/**
 * Refuses with 429 when a rule's current window is already full, counting nothing: for limits on failures, which
 * are counted (`hitRateLimit`) only once they happen, but must stop the next attempt before it is made.
 */
export async function assertUnderRateLimit(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  rules: RateLimitRule[],
): Promise<void> {
  const now = clock.now().getTime();
  for (const rule of rules) {
    const window = windowOf(rule, now);
    const [bucket] = await db
      .select({ hits: rateLimitBuckets.hits })
      .from(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, rule.key), eq(rateLimitBuckets.windowStart, window.start)));
    if (bucket && bucket.hits >= rule.limit) throw tooManyAttempts(window.remainingMs);
  }
}

/** Drops windows that ended long ago; run by a periodic job. */
export async function purgeRateLimits(db: Queryable): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.windowStart} < now() - interval '1 day'`);
}
