import { PAGE_SIZE, type ListTransactionsResponse, type TransactionType } from '@aerie/contract';
import { and, count, desc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import { selectTransactions, toTransaction } from './transaction-view.js';

/** One page of a workspace's billing history, newest first; every outcome, of every kind or of one `type`. */
export async function listTransactions(
  db: Queryable,
  workspaceId: number,
  page: number,
  type?: TransactionType,
): Promise<Omit<ListTransactionsResponse, 'success' | 'trials'>> {
  const perPage = PAGE_SIZE.billing;
  const where = and(eq(transactions.workspaceId, workspaceId), type ? eq(transactions.type, type) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(transactions).where(where);
  const sources = await selectTransactions(db, where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: sources.map(toTransaction),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
