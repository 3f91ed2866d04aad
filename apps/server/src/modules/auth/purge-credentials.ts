import { and, isNotNull, lt, or } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { linkTokens, sessions } from '../../db/schema/index.js';

/** Revoked sessions and used links are kept this long, so a support question about them can be answered. */
const KEEP_SPENT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sessions and e-mailed link tokens that can never work again: expired ones at once, revoked or
 * used ones after a day. Their hashes are useless to anyone, but an ever-growing table is not. Run by a
 * scheduled job; `now` is a parameter so a test moves time forward instead of waiting.
 */
export async function purgeCredentials(
  db: Queryable,
  now: Date = new Date(),
): Promise<{ sessions: number; linkTokens: number }> {
  const spentBefore = new Date(now.getTime() - KEEP_SPENT_MS);
  const purgedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, spentBefore))))
    .returning({ id: sessions.id });
  const purgedTokens = await db
    .delete(linkTokens)
    .where(or(lt(linkTokens.expiresAt, now), and(isNotNull(linkTokens.usedAt), lt(linkTokens.usedAt, spentBefore))))
    .returning({ id: linkTokens.id });
  return { sessions: purgedSessions.length, linkTokens: purgedTokens.length };
}
