import type { UpdatePassword } from '@aerie/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';

import type { Database } from '../../db/client.js';
import { linkTokens, sessions, users } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/secret-hashing.js';
import type { Session } from './sessions.js';
import type { RateLimitRule } from '../rate-limit/index.js';

/** Guessing the current password through a stolen session is throttled like a login. */
export function updatePasswordRateLimits(userId: number): RateLimitRule[] {
  return [{ key: `update-password:user:${userId}`, limit: 10, windowSeconds: 15 * 60 }];
}

/**
 * Sets a new password after checking the current one. Every other session of the account is signed
 * out (a thief's included) and unused reset links die; the session that made the change stays.
 */
export async function updatePassword(db: Database, session: Session, input: UpdatePassword): Promise<void> {
  const { user, sessionId } = session;
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fieldError('current_password', 'Current password is incorrect.');
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(linkTokens)
      .set({ usedAt: now })
      .where(and(eq(linkTokens.userId, user.id), eq(linkTokens.purpose, 'reset'), isNull(linkTokens.usedAt)));
  });
}
