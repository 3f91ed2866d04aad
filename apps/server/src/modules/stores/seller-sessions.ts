import { STORE_RULES } from '@aerie/contract';
import { and, eq, gt } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeSellers, storeSellerSessions, stores } from '../../db/schema/index.js';
import { hashToken, newOpaqueToken } from '../../lib/secret-hashing.js';

export type StoreRow = typeof stores.$inferSelect;
export type SellerRow = typeof storeSellers.$inferSelect;

/** A signed-in seller: the session, the seller and the one store the session belongs to. */
export interface SellerSession {
  sessionId: number;
  seller: SellerRow;
  store: StoreRow;
}

const SESSION_LIFETIME_MS = STORE_RULES.sellerSessionDays * 24 * 60 * 60 * 1000;

/**
 * A new seller session: 256 random bits given to the browser once, only its SHA-256 kept, as for platform
 * sessions (modules/auth/sessions.ts) but in the sellers' own table, so neither token can pass as the other.
 * `openedByUserId` is the project member who opened it from the dashboard (see revoke-member-seller-sessions.ts).
 */
export async function createSellerSession(
  db: Queryable,
  sellerId: number,
  now: Date,
  options: { lifetimeMs?: number; openedByUserId?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + (options.lifetimeMs ?? SESSION_LIFETIME_MS));
  await db
    .insert(storeSellerSessions)
    .values({ sellerId, tokenHash: hashToken(token), expiresAt, openedByUserId: options.openedByUserId ?? null });
  return { token, expiresAt };
}

/** The live session of a bearer token, or null when it is unknown, expired, revoked (deleted) or its store gone. */
export async function findSellerSession(db: Queryable, token: string, now: Date): Promise<SellerSession | null> {
  const [row] = await db
    .select({ sessionId: storeSellerSessions.id, seller: storeSellers, store: stores })
    .from(storeSellerSessions)
    .innerJoin(storeSellers, eq(storeSellers.id, storeSellerSessions.sellerId))
    .innerJoin(stores, eq(stores.id, storeSellers.storeId))
    .where(and(eq(storeSellerSessions.tokenHash, hashToken(token)), gt(storeSellerSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Sessions are deleted rather than flagged: a revoked seller token has nothing left to match. */
export async function revokeSellerSession(db: Queryable, sessionId: number): Promise<void> {
  await db.delete(storeSellerSessions).where(eq(storeSellerSessions.id, sessionId));
}

export async function revokeAllSellerSessions(db: Queryable, sellerId: number): Promise<void> {
  await db.delete(storeSellerSessions).where(eq(storeSellerSessions.sellerId, sellerId));
}
