import { createHash, randomBytes } from 'node:crypto';

import type { AccessToken } from '@aerie/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { personalAccessTokens } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

type AccessTokenRow = typeof personalAccessTokens.$inferSelect;

/** Marks the secret as ours, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'aerie_pat_';
/** `aerie_pat_` and four characters of the secret: enough to tell tokens apart, nothing to guess with. */
const SHOWN_PREFIX_LENGTH = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored: a copy of the table gives no working token. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** A new token for `userId`; the secret is in this return value only. */
export async function createAccessToken(
  db: Queryable,
  userId: number,
  input: { name: string; expiresInDays: number | null },
  now: Date,
): Promise<AccessToken & { token: string }> {
  const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(personalAccessTokens)
    .values({
      userId,
      name: input.name,
      prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      tokenHash: hashAccessToken(token),
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
    })
    .returning();
  return { ...toAccessToken(row!), token };
}

/** The user's tokens that are not revoked, newest first (expired ones stay listed so they can be revoked). */
export async function listAccessTokens(db: Queryable, userId: number): Promise<AccessToken[]> {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
  return rows.map(toAccessToken);
}

/** Revokes one of the user's own tokens; anyone else's (or an already revoked one) is a 404. */
export async function revokeAccessToken(db: Queryable, userId: number, tokenId: number): Promise<void> {
  const revoked = await db
    .update(personalAccessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(personalAccessTokens.id, tokenId),
        eq(personalAccessTokens.userId, userId),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .returning({ id: personalAccessTokens.id });
  if (revoked.length === 0) throw notFound('The token');
}
