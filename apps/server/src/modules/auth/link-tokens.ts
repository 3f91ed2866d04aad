import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { linkTokens } from '../../db/schema/index.js';
import { hashToken, newOpaqueToken } from '../../lib/secret-hashing.js';

type Purpose = 'verify' | 'reset';

const LIFETIME_MS: Record<Purpose, number> = {
  verify: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Issues a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueLinkToken(db: Queryable, userId: number, purpose: Purpose): Promise<string> {
  const now = new Date();
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
  const token = newOpaqueToken();
  await db.insert(linkTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Marks a token used and returns its user id, or null when it is unknown, used or expired. One
 * conditional update, so two concurrent uses cannot both succeed.
 */
export async function consumeLinkToken(db: Queryable, token: string, purpose: Purpose): Promise<number | null> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: linkTokens.userId });
  return row?.userId ?? null;
}
