import { STORE_RULES } from '@aerie/contract';
import { and, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeRegistrationTokens } from '../../db/schema/index.js';
import { hashToken, newOpaqueToken } from '../../lib/secret-hashing.js';

const LIFETIME_MS = STORE_RULES.registrationTokenMinutes * 60_000;

/**
 * docs/product.md § Store host calls `load/test/gettoken`: a one-time token for the signed-in user, good for a few
 * minutes. Only its hash is stored. The user's expired tokens are cleared on the way, so asking often leaves no pile.
 */
export async function issueRegistrationToken(
  db: Queryable,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const now = new Date();
  await db
    .delete(storeRegistrationTokens)
    .where(and(eq(storeRegistrationTokens.userId, userId), lte(storeRegistrationTokens.expiresAt, now)));
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  await db.insert(storeRegistrationTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The token is `userId`'s, unused and unexpired. */
function usable(userId: number, token: string): SQL | undefined {
  return and(
    eq(storeRegistrationTokens.tokenHash, hashToken(token)),
    eq(storeRegistrationTokens.userId, userId),
    isNull(storeRegistrationTokens.usedAt),
    gt(storeRegistrationTokens.expiresAt, new Date()),
  );
}

/**
 * Whether the token could be spent now: a cheap look before the costly password hash, so a flood of
 * registrations with made-up tokens costs the server nothing. Only `spendRegistrationToken` decides.
 */
export async function isRegistrationTokenUsable(db: Queryable, userId: number, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeRegistrationTokens.id })
    .from(storeRegistrationTokens)
    .where(usable(userId, token))
    .limit(1);
  return row !== undefined;
}

/**
 * Spends a token of `userId`'s: one conditional update, so two registrations cannot both spend it, and
 * someone else's, a used or an expired token spends nothing. Run inside the registration's transaction,
 * a registration that fails afterwards (its url taken) gives the token back.
 */
export async function spendRegistrationToken(db: Queryable, userId: number, token: string): Promise<boolean> {
  const [row] = await db
    .update(storeRegistrationTokens)
    .set({ usedAt: new Date() })
    .where(usable(userId, token))
    .returning({ id: storeRegistrationTokens.id });
  return row !== undefined;
}
