import { eq, sql } from 'drizzle-orm';

import type { Transaction as DbTransaction } from '../../db/client.js';
import { workspaces, workspaceSubscriptions, type TransactionRow } from '../../db/schema/index.js';

/**
 * Gives what a just-paid transaction bought. Runs inside the transaction whose conditional update moved
 * it out of 'pending', so it runs exactly once per payment. Pilot, website and expert purchases add their
 * branches with their issues.
 */
export async function grantPurchase(tx: DbTransaction, row: TransactionRow): Promise<void> {
  if (row.type !== 'subscription' || !row.planId) return;
  const plan = row.planId;
  await tx.update(workspaces).set({ plan, updatedAt: new Date() }).where(eq(workspaces.id, row.workspaceId));
  const renewsAt = sql`now() + interval '1 month'`;
  await tx
    .insert(workspaceSubscriptions)
    .values({ workspaceId: row.workspaceId, plan, renewsAt, transactionId: row.id })
    .onConflictDoUpdate({
      target: workspaceSubscriptions.workspaceId,
      set: { plan, renewsAt, transactionId: row.id, updatedAt: new Date() },
    });
}
