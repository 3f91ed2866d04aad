import { eq } from 'drizzle-orm';

import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { consumeLinkToken } from './link-tokens.js';
import { hashPassword } from './secrets.js';
import { revokeAllSessions } from './sessions.js';

/**
 * Sets the new password and signs every session of the account out. The link came through the account's
 * inbox, so it also proves the address: an unverified account becomes verified.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'reset');
    if (userId === null)
      throw fieldError('token', 'This reset link is invalid or has expired. Ask for a new one.', 'invalid_token');
    await tx.update(users).set({ passwordHash, isVerified: 1, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
}
