import { and, asc, eq, gt } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import { storeCarts, storeOrderLines, storeOrders } from '../../db/schema/index.js';
import type { CartLine } from './cart.js';

type OrderRow = typeof storeOrders.$inferSelect;

/** The same variants, quantities and prices, line for line (both lists in variant order). */
function sameLines(held: Array<{ variantId: number | null; quantity: number; unitPrice: number }>, cart: CartLine[]) {
  return (
    held.length === cart.length &&
    held.every(
      (line, index) =>
        line.variantId === cart[index]!.variantId &&
        line.quantity === cart[index]!.quantity &&
        line.unitPrice === cart[index]!.unitPrice,
    )
  );
}

/**
 * A checkout sent again for the same cart — the buyer's retry after the server died before it answered,
 * or a double click — must not make a second order holding the same units twice. Locks the cart (so two
 * checkouts of one cart decide one after the other) and answers the cart's pending order still within its
 * hold when it holds exactly what the cart holds now, for the same buyer e-mail; the caller then asks for
 * a payment link for that order again instead of making another. Anything changed (lines, prices, buyer,
 * the country it ships to, the discount code) means a new order, and the old one is released first (hold-limits.ts: a cart
 * holds one checkout).
 */
export async function pendingOrderOfCart(
  tx: Transaction,
  cart: { cartId: number; lines: CartLine[]; discountCode: string | null },
  buyer: {
    email: string;
    name: string;
    address: OrderRow['shippingAddress'];
    shippingMethod?: string | null | undefined;
  },
  now: Date,
): Promise<OrderRow | null> {
  const { cartId, lines } = cart;
  await tx.select({ id: storeCarts.id }).from(storeCarts).where(eq(storeCarts.id, cartId)).for('update');
  const pending = await tx
    .select()
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.cartId, cartId),
        eq(storeOrders.status, 'pending'),
        eq(storeOrders.email, buyer.email),
        gt(storeOrders.holdExpiresAt, now),
      ),
    );
  for (const order of pending) {
    // Where it ships decides its shipping and tax: another country is another price, so another order.
    if (order.shippingAddress.country !== buyer.address.country) continue;
    if ((order.shippingAddress.region ?? '') !== (buyer.address.region ?? '')) continue;
    // Without a chosen rate the order took the cheapest: a retry that names it again is the same order.
    if (buyer.shippingMethod && order.shippingMethod !== buyer.shippingMethod) continue;
    // Another code (or none now) is another price too.
    if (order.discountCode !== cart.discountCode) continue;
    const held = await tx
      .select({
        variantId: storeOrderLines.variantId,
        quantity: storeOrderLines.quantity,
        unitPrice: storeOrderLines.unitPrice,
      })
      .from(storeOrderLines)
      .where(eq(storeOrderLines.orderId, order.id))
      .orderBy(asc(storeOrderLines.variantId));
    if (!sameLines(held, lines)) continue;
    // The retry's name and address are the ones the buyer sent last.
    const [updated] = await tx
      .update(storeOrders)
      .set({ name: buyer.name, shippingAddress: buyer.address, updatedAt: now })
      .where(and(eq(storeOrders.id, order.id), eq(storeOrders.status, 'pending')))
      .returning();
    if (updated) return updated;
  }
  return null;
}
