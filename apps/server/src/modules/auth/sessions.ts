import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';
import { hashToken, newOpaqueToken } from '../../lib/secret-hashing.js';

const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export async function createSession(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export interface Session {
  sessionId: number;
  user: UserRow;
}

const selectLiveSession = preparedQuery((db) =>
  db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, 1),
      ),
    )
    .limit(1),
);

/**
 * The live session of a bearer token, or null when it is unknown, revoked, expired, or its account
 * deactivated. Read from the database on every request, never cached: a logout revokes at once, in every
 * process sharing the database.
 */
export async function findSession(db: Queryable, token: string, now: Date): Promise<Session | null> {
  const [row] = await selectLiveSession(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  return row ?? null;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
