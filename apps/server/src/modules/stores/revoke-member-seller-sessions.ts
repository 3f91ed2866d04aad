import { and, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeSellerSessions, storeSellers, stores } from '../../db/schema/index.js';

/**
 * Deletes the seller sessions `userId` opened from the dashboard on the stores of `projectIds` (issue 24:
 * a removed developer kept reading buyers' addresses and setting prices for the rest of the session's
 * 12 hours). The seller's own password sessions (no opener) stay.
 *
 * An access ender (workspaces/member-access.ts), composed at start: the membership changes of the
 * projects and teams domains run it inside their transactions rather than through an event, because the
 * deletion must commit or roll back with the membership change.
 */
export async function revokeMemberSellerSessions(tx: Queryable, userId: number, projectIds: number[]): Promise<void> {
  if (!projectIds.length) return;
  const sellersOfProjects = tx
    .select({ id: storeSellers.id })
    .from(storeSellers)
    .innerJoin(stores, eq(stores.id, storeSellers.storeId))
    .where(inArray(stores.projectId, projectIds));
  await tx
    .delete(storeSellerSessions)
    .where(
      and(eq(storeSellerSessions.openedByUserId, userId), inArray(storeSellerSessions.sellerId, sellersOfProjects)),
    );
}
