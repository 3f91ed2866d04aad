import { eq } from 'drizzle-orm';

import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { consumeLinkToken } from './link-tokens.js';

/** A bad, used or expired link answers 404: the browser shows its NotFound page (docs/product.md § Email verification). */
export async function verifyAccount(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'verify');
    if (userId === null) throw new AppError('not_found', 'This verification link is invalid or has already been used.');
    await tx.update(users).set({ isVerified: 1, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
