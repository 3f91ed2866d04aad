import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { transactions, type TransactionRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { assertWorkspaceMember } from '../workspaces/index.js';

/**
 * A transaction by reference, for a member of its workspace. Anyone else hears 404, exactly as for a
 * reference that does not exist (docs/architecture.md § Authorization).
 */
export async function findMemberTransaction(db: Queryable, userId: number, reference: string): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  if (!row) throw notFound('The payment');
  await assertWorkspaceMember(db, userId, { id: row.workspaceId }).catch(() => {
    throw notFound('The payment');
  });
  return row;
}
