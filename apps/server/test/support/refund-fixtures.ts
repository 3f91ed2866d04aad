import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { sandboxCharges, storeOrderLines, storeOrders } from '../../src/db/schema/index.js';
import { uniqueAddress } from './accounts.js';
import { insertOrder, sellerCall, type TestStore } from './seller-fixtures.js';
import type { TestApp } from './test-app.js';

export interface PricedLine {
  variantUuid: string;
  quantity: number;
  /** The line's discount share and tax, for its whole quantity. */
  discount?: number;
  tax?: number;
}

/**
 * A paid order with a discount, tax and shipping written onto it as price-order.ts would leave them, and
 * its sandbox charge for the new total (insertOrder writes a plain order).
 */
export async function insertPricedOrder(
  t: TestApp,
  shop: TestStore,
  lines: PricedLine[],
  pricing: { shipping?: number; shippingDiscount?: number; shippingTax?: number; taxIncluded?: boolean } = {},
) {
  const { db } = t.runtime.ctx;
  const order = await insertOrder(t, shop.store, 'paid', lines);
  const rows = await db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, order.id));
  let discount = pricing.shippingDiscount ?? 0;
  let tax = pricing.shippingTax ?? 0;
  for (const [index, line] of lines.entries()) {
    await db
      .update(storeOrderLines)
      .set({ discount: line.discount ?? 0, tax: line.tax ?? 0 })
      .where(eq(storeOrderLines.id, rows[index]!.id));
    discount += line.discount ?? 0;
    tax += line.tax ?? 0;
  }
  const shipping = pricing.shipping ?? 0;
  const taxIncluded = pricing.taxIncluded ?? false;
  const total = order.subtotal + shipping - discount + (taxIncluded ? 0 : tax);
  const [priced] = await db
    .update(storeOrders)
    .set({
      shipping,
      shippingDiscount: pricing.shippingDiscount ?? 0,
      shippingTax: pricing.shippingTax ?? 0,
      discount,
      tax,
      taxIncluded,
      total,
    })
    .where(eq(storeOrders.id, order.id))
    .returning();
  await db.update(sandboxCharges).set({ amount: total }).where(eq(sandboxCharges.id, order.providerTransactionId!));
  return priced!;
}

/** The order's lines as the seller admin reads them (ids, paid amounts, refunded units). */
export async function orderLines(t: TestApp, shop: TestStore & { token: string }, uuid: string) {
  const reply = await sellerCall(t, shop, { method: 'GET', url: `/orders/${uuid}`, token: shop.token });
  return reply.json().data.lines as Array<{ id: number; paid: number; quantity: number; refunded_quantity: number }>;
}

/** POST …/refunds with an Idempotency-Key (a fresh one unless given; `null` sends none). */
export function refundCall(
  t: TestApp,
  shop: TestStore & { token: string },
  uuid: string,
  body: unknown,
  key: string | null = randomUUID(),
) {
  return t.call({
    method: 'POST',
    url: `/store-api/seller/orders/${uuid}/refunds`,
    token: shop.token,
    body,
    remoteAddress: uniqueAddress(),
    headers: { host: shop.host, ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}
