import { eq } from 'drizzle-orm';

import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { consumeLinkToken } from './link-tokens.js';
import { hashPassword } from '../../lib/secret-hashing.js';
import { revokeAllSessions } from './sessions.js';

/**
 * Sets the new password and signs every session of the account out. The link came through the account's
 * inbox, so it also proves the address: an unverified account becomes verified.
 *
 * The token is checked before anything is hashed: argon2 is the expensive step, and a request with a
 * made-up token must not be able to make the server pay for it. Token, hash and write share one
 * transaction, so a failure leaves the link usable. `hash` is a parameter so a test can count its calls.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'reset');
    if (userId === null)
      throw fieldError('token', 'This reset link is invalid or has expired. Ask for a new one.', 'invalid_token');
    const passwordHash = await hash(password);
    await tx.update(users).set({ passwordHash, isVerified: 1, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
}
