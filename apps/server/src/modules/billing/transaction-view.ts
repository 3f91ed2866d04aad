import type { Transaction } from '@aerie/contract';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { transactions, users, workspaces } from '../../db/schema/index.js';

const owners = alias(users, 'owners');

/** Billing rows with what the receipt needs: the workspace and its owner (the "billed to"). */
export function selectTransactions(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      row: transactions,
      workspace: { id: workspaces.id, slug: workspaces.slug, name: workspaces.name },
      owner: { first: owners.first, last: owners.last, email: owners.email },
    })
    .from(transactions)
    .innerJoin(workspaces, eq(workspaces.id, transactions.workspaceId))
    .innerJoin(owners, eq(owners.id, workspaces.ownerId))
    .where(where)
    .$dynamic();
}

type Source = Awaited<ReturnType<typeof selectTransactions>>[number];

export function toTransaction({ row, workspace, owner }: Source): Transaction {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    type: row.type,
    reference: row.reference,
    transaction_id: row.providerTransactionId,
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    description: row.description,
    plan_id: row.planId,
    failure_reason: row.failureReason,
    billed_to: { workspace: workspace.name, name: `${owner.first} ${owner.last}`, email: owner.email },
    workspace: { id: workspace.id, slug: workspace.slug },
  };
}

export async function findTransactionView(db: Queryable, id: number): Promise<Transaction> {
  const [source] = await selectTransactions(db, eq(transactions.id, id)).limit(1);
  return toTransaction(source!);
}
