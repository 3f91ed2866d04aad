import { and, asc, eq } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import { storeOrderLines, storeOrders, storeVariants } from '../../db/schema/index.js';
import { releaseHold } from './stock-holds.js';

/**
 * The seller may always set a variant's stock (issue 24: open checkouts used to forbid going below what
 * they held, so one client could stop a seller correcting a count). Checkouts holding the variant are
 * released, oldest first, until what stays held fits the new stock; each whole order goes (a partial
 * order is no order), its other units given back too, and its buyer is told on return.
 *
 * Oldest first: a buyer who started paying minutes ago is the likeliest to have left (most payments end
 * within a few minutes), and that hold would run out soonest anyway; the newest checkouts are the likeliest
 * to be mid-payment, and a release that the buyer pays anyway means a refund. Runs under the store's holds
 * lock (stock-holds.ts), so no checkout takes the units back in between.
 */
export async function releaseHoldsBeyondStock(
  tx: Transaction,
  variant: { storeId: number; variantId: number; stock: number },
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ held: storeVariants.held })
    .from(storeVariants)
    .where(eq(storeVariants.id, variant.variantId));
  let excess = (row?.held ?? 0) - variant.stock;
  if (excess <= 0) return;
  const holders = await tx
    .select({ orderId: storeOrders.id, quantity: storeOrderLines.quantity })
    .from(storeOrders)
    .innerJoin(storeOrderLines, eq(storeOrderLines.orderId, storeOrders.id))
    .where(
      and(
        eq(storeOrders.storeId, variant.storeId),
        eq(storeOrders.status, 'pending'),
        eq(storeOrderLines.variantId, variant.variantId),
      ),
    )
    .orderBy(asc(storeOrders.id));
  for (const holder of holders) {
    if (excess <= 0) return;
    if (await releaseHold(tx, holder.orderId, now, 'stock-lowered')) excess -= holder.quantity;
  }
}
