import { SELLER_PAGE_SIZE, type Order, type OrderPage } from '@aerie/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeOrderLines, storeOrders, type OrderStatus } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { StoreRow } from './seller-sessions.js';

export type OrderRow = typeof storeOrders.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toOrderSummary(order: OrderRow) {
  return {
    uuid: order.uuid,
    number: order.number,
    status: order.status,
    email: order.email,
    name: order.name,
    currency: order.currency,
    total: order.total,
    created_at: order.createdAt.toISOString(),
  };
}

/** An order of this store by uuid; another store's order is as unknown as a made-up uuid (404). */
export async function findOrder(db: Queryable, store: StoreRow, uuid: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.uuid, uuid)))
    .limit(1);
  if (!order) throw notFound('The order');
  return order;
}

export async function toOrder(db: Queryable, order: OrderRow): Promise<Order> {
  const lines = await db
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id))
    .orderBy(asc(storeOrderLines.id));
  return {
    ...toOrderSummary(order),
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    tax: order.tax,
    tax_included: order.taxIncluded,
    discount_code: order.discountCode,
    tax_name: order.taxName,
    shipping_address: order.shippingAddress,
    lines: lines.map((line) => ({
      product_name: line.productName,
      variant_name: line.variantName,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      discount: line.discount,
      tax: line.tax,
    })),
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    shipping_carrier: order.shippingCarrier,
    tracking_number: order.trackingNumber,
  };
}

export async function getOrder(db: Queryable, store: StoreRow, uuid: string): Promise<Order> {
  return toOrder(db, await findOrder(db, store, uuid));
}

export async function listOrders(
  db: Queryable,
  store: StoreRow,
  query: { status?: OrderStatus | undefined; page: number },
): Promise<OrderPage> {
  const where = and(eq(storeOrders.storeId, store.id), query.status ? eq(storeOrders.status, query.status) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(storeOrders).where(where);
  const rows = await db
    .select()
    .from(storeOrders)
    .where(where)
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(SELLER_PAGE_SIZE)
    .offset((query.page - 1) * SELLER_PAGE_SIZE);
  return {
    data: rows.map(toOrderSummary),
    current_page: query.page,
    per_page: SELLER_PAGE_SIZE,
    total,
    last_page: Math.max(1, Math.ceil(total / SELLER_PAGE_SIZE)),
  };
}
