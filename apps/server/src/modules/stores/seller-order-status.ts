import type { ORDER_STATUS_CHANGES, ShippingDetails } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { storeOrders, type OrderStatus } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { giveBackDiscount } from './discounts/redeem-discount.js';
import { sendShippingNotice } from './order-emails.js';
import { findOrder, toOrder, type OrderRow } from './seller-orders.js';
import type { StoreRow } from './seller-sessions.js';
import { lockStoreHolds } from './stock-holds.js';

type Change = (typeof ORDER_STATUS_CHANGES)[number];

/**
 * The statuses each change may start from; anything else is refused (409). A partially refunded order still
 * ships what was not refunded; it is not cancelled (its refunded units may be back in stock already).
 */
const FROM: Record<Change, OrderStatus[]> = {
  shipped: ['paid', 'partially_refunded'],
  delivered: ['shipped'],
  cancelled: ['paid', 'pending'],
};

const STAMP = { shipped: 'shippedAt', delivered: 'deliveredAt', cancelled: 'cancelledAt' } as const;

export const STATUS_MESSAGES: Record<Change, string> = {
  shipped: 'The order is marked as shipped; the buyer has been e-mailed.',
  delivered: 'The order is marked as delivered.',
  cancelled: 'The order is cancelled and its stock returned.',
};

/**
 * One conditional update `… WHERE status = expected RETURNING`: of two changes racing on one order, the
 * database lets exactly one through (the other no longer finds the status it expected).
 */
async function moveOrder(
  db: Queryable,
  orderId: number,
  from: OrderStatus,
  to: Change,
  shipping: Partial<ShippingDetails>,
): Promise<OrderRow | null> {
  const now = new Date();
  const tracking =
    to === 'shipped'
      ? { shippingCarrier: shipping.shipping_carrier ?? null, trackingNumber: shipping.tracking_number ?? null }
      : {};
  const [row] = await db
    .update(storeOrders)
    .set({ status: to, [STAMP[to]]: now, ...tracking, clientNetwork: null, updatedAt: now })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, from)))
    .returning();
  return row ?? null;
}

/**
 * What cancelling gives back, in the same transaction as the status change. A paid order already took its
 * units out of stock, so they go back into it; a pending order only held them, so the hold is released.
 * Lines whose variant was deleted have nothing to return to.
 */
async function returnStock(db: Queryable, orderId: number, from: OrderStatus): Promise<void> {
  const totals = sql`(select variant_id, sum(quantity)::int as quantity from store_order_lines
    where order_id = ${orderId} and variant_id is not null group by variant_id) as lines`;
  if (from === 'paid') {
    await db.execute(sql`update store_variants set stock = stock + lines.quantity, updated_at = now()
      from ${totals} where store_variants.id = lines.variant_id`);
  } else {
    await db.execute(sql`update store_variants set held = greatest(held - lines.quantity, 0), updated_at = now()
      from ${totals} where store_variants.id = lines.variant_id`);
  }
}

export async function changeOrderStatus(
  ctx: AppContext,
  store: StoreRow,
  uuid: string,
  to: Change,
  shipping: Partial<ShippingDetails> = {},
) {
  const order = await findOrder(ctx.db, store, uuid);
  const moved = await ctx.db.transaction(async (tx) => {
    // A cancel gives stock or holds back: first the store's holds lock, like every such write.
    if (to === 'cancelled') await lockStoreHolds(tx, store.id);
    for (const from of FROM[to]) {
      const row = await moveOrder(tx, order.id, from, to, shipping);
      if (!row) continue;
      if (to === 'cancelled') {
        await returnStock(tx, order.id, from);
        // A cancelled order bought nothing: its discount code's use is given back too.
        await giveBackDiscount(tx, order.id);
      }
      return row;
    }
    return null;
  });
  if (!moved) {
    const current = await findOrder(ctx.db, store, uuid);
    throw new AppError('conflict', `An order that is ${current.status} cannot be marked as ${to}.`);
  }
  if (to === 'shipped') await sendShippingNotice(ctx, moved.id);
  return { order: await toOrder(ctx.db, moved), message: STATUS_MESSAGES[to] };
}
