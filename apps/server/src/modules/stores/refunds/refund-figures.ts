import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import type { storeOrders } from '../../../db/schema/index.js';
import { storeOrderLines, storeRefunds, type StoreRefundRow } from '../../../db/schema/index.js';

/** An order row (orders.ts has the same type; imported from there it would close a cycle through the late-payment refund). */
export type StoreOrderRow = typeof storeOrders.$inferSelect;

export type OrderLineRow = typeof storeOrderLines.$inferSelect;

/** What the buyer paid for a whole line: its price less its discount share, plus its tax unless included. */
export const linePaid = (order: Pick<StoreOrderRow, 'taxIncluded'>, line: OrderLineRow) =>
  line.unitPrice * line.quantity - line.discount + (order.taxIncluded ? 0 : line.tax);

/** What shipping cost the buyer: its rate less its discount, plus its tax unless included. */
export const shippingPaid = (order: StoreOrderRow) =>
  order.shipping - order.shippingDiscount + (order.taxIncluded ? 0 : order.shippingTax);

/**
 * An order's refunds and what they took, line by line. Every refund not failed counts against what is
 * left (a pending one may yet succeed); only succeeded ones count as given back.
 */
export interface RefundFigures {
  lines: Array<OrderLineRow & { paid: number; refundedQuantity: number }>;
  shippingPaid: number;
  shippingRefunded: boolean;
  /** Taken by refunds that did not fail. */
  taken: number;
  refunded: number;
  refunds: StoreRefundRow[];
}

export async function refundFigures(db: Queryable, order: StoreOrderRow): Promise<RefundFigures> {
  const lines = await db
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id))
    .orderBy(asc(storeOrderLines.id));
  const refunds = await db
    .select()
    .from(storeRefunds)
    .where(eq(storeRefunds.orderId, order.id))
    .orderBy(asc(storeRefunds.id));
  const standing = refunds.filter((refund) => refund.status !== 'failed');
  const refundedUnits = new Map<number, number>();
  for (const refund of standing) {
    for (const line of refund.lines)
      refundedUnits.set(line.lineId, (refundedUnits.get(line.lineId) ?? 0) + line.quantity);
  }
  return {
    lines: lines.map((line) => ({
      ...line,
      paid: linePaid(order, line),
      refundedQuantity: refundedUnits.get(line.id) ?? 0,
    })),
    shippingPaid: shippingPaid(order),
    shippingRefunded: standing.some((refund) => refund.shipping > 0),
    taken: standing.reduce((sum, refund) => sum + refund.amount, 0),
    refunded: refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0),
    refunds,
  };
}
