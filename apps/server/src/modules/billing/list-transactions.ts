import { PAGE_SIZE, type ListTransactionsResponse } from '@aerie/contract';
import { count, desc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import { selectTransactions, toTransaction } from './transaction-view.js';

/** One page of a workspace's billing history, newest first; every kind and outcome is listed. */
export async function listTransactions(
  db: Queryable,
  workspaceId: number,
  page: number,
): Promise<Omit<ListTransactionsResponse, 'success'>> {
  const perPage = PAGE_SIZE.billing;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(transactions)
    .where(eq(transactions.workspaceId, workspaceId));
  const sources = await selectTransactions(db, eq(transactions.workspaceId, workspaceId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: sources.map(toTransaction),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
