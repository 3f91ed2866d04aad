import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import {
  projects,
  storeOrderLines,
  storeOrders,
  stores,
  storeVariants,
  type HoldReleaseReason,
} from '../../db/schema/index.js';
import { giveBackDiscount } from './discounts/redeem-discount.js';

/** The advisory lock's first key (the store id is the second); it was the order-number lock's key. */
const STOCK_HOLDS_LOCK = 0x5701;

/**
 * Every transaction that changes a store's holds takes this lock FIRST: a checkout holding stock, a
 * payment or an expiry settling an order, a cancel, the seller's stock change. A release touches every
 * variant of an order, in no order a checkout could share, so without one lock ahead of all row locks a
 * seller's release and a checkout could each wait for the other (a deadlock). It also makes the limits
 * (hold-limits.ts) count-then-write safe and order numbers max()+1. The cost: one store's checkouts and
 * payments run one at a time, for a few statements each.
 */
export async function lockStoreHolds(tx: Transaction, storeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STOCK_HOLDS_LOCK}::int, ${storeId}::int)`);
}

/**
 * The same lock, and in the same statement whose store it is (a payment's `order.paid` names them without a
 * read of its own). Null, and no lock, for a store that is gone: its orders went with it.
 */
export async function lockStoreHoldsOfOwner(
  tx: Transaction,
  storeId: number,
): Promise<{ workspaceId: number; projectId: number } | null> {
  const result = await tx.execute(sql`
    select pg_advisory_xact_lock(${STOCK_HOLDS_LOCK}::int, ${stores.id}) as locked,
           ${projects.workspaceId} as "workspaceId", ${projects.id} as "projectId"
    from ${stores} join ${projects} on ${projects.id} = ${stores.projectId}
    where ${stores.id} = ${storeId}`);
  const [owner] = (result as unknown as { rows: Array<{ workspaceId: number; projectId: number }> }).rows;
  return owner ? { workspaceId: owner.workspaceId, projectId: owner.projectId } : null;
}

/** The held units of an order, in variant order. */
export async function heldLines(tx: Transaction, orderId: number) {
  return tx
    .select({ variantId: storeOrderLines.variantId, quantity: storeOrderLines.quantity })
    .from(storeOrderLines)
    .where(and(eq(storeOrderLines.orderId, orderId), isNotNull(storeOrderLines.variantId)))
    .orderBy(asc(storeOrderLines.variantId));
}

/**
 * Ends a pending order without payment: `expired` (with why, when it did not simply run out), its held
 * units and its discount code's use given back, its client address dropped. Conditional on `pending`, so an order paid or released a
 * moment ago is left alone and nothing is given back twice.
 */
export async function releaseHold(
  tx: Transaction,
  orderId: number,
  now: Date,
  reason: HoldReleaseReason | null = null,
): Promise<boolean> {
  const [order] = await tx
    .update(storeOrders)
    .set({ status: 'expired', releaseReason: reason, clientNetwork: null, updatedAt: now })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, 'pending')))
    .returning({ id: storeOrders.id });
  if (!order) return false;
  await giveBackDiscount(tx, order.id);
  for (const line of await heldLines(tx, order.id)) {
    await tx
      .update(storeVariants)
      .set({ held: sql`${storeVariants.held} - ${line.quantity}`, updatedAt: now })
      .where(eq(storeVariants.id, line.variantId!));
  }
  return true;
}
