import { and, isNotNull, lt, or } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeSellerResetTokens, storeSellerSessions } from '../../db/schema/index.js';

const KEEP_SPENT_MS = 24 * 60 * 60 * 1000;

/**
 * The sellers' half of the hourly `purge-credentials` job (modules/auth/purge-credentials.ts): expired
 * seller sessions at once (revoked ones are deleted when revoked), reset links once expired or a day after
 * use.
 */
export async function purgeSellerCredentials(db: Queryable, now: Date = new Date()): Promise<void> {
  const spentBefore = new Date(now.getTime() - KEEP_SPENT_MS);
  await db.delete(storeSellerSessions).where(lt(storeSellerSessions.expiresAt, now));
  await db
    .delete(storeSellerResetTokens)
    .where(
      or(
        lt(storeSellerResetTokens.expiresAt, now),
        and(isNotNull(storeSellerResetTokens.usedAt), lt(storeSellerResetTokens.usedAt, spentBefore)),
      ),
    );
}
