import { randomBytes } from 'node:crypto';

import { STORE_RULES } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeOrderLines, storeOrders, storeVariants, type ShippingAddress } from '../../db/schema/index.js';
import { cartLines, type CartLine } from './cart.js';
import { cartDiscountCode } from './discounts/cart-discount.js';
import { DiscountRefused, redeemDiscount } from './discounts/redeem-discount.js';
import { makeRoomForCheckout } from './hold-limits.js';
import { expireOrder } from './orders.js';
import { pendingOrderOfCart } from './pending-order-of-cart.js';
import { priceCheckout } from './pricing/checkout-pricing.js';
import { NotShippable } from './pricing/shipping-for.js';
import { lockStoreHolds } from './stock-holds.js';
import { storeOrigin } from './store-hosts.js';
import type { StoreRow } from './storefront-store.js';

export interface Buyer {
  email: string;
  name: string;
  address: ShippingAddress;
  /** The shipping rate's name the buyer chose; the cheapest of the country's zone when left out. */
  shippingMethod?: string | null | undefined;
}

export type OrderRow = typeof storeOrders.$inferSelect;

export type CheckoutOutcome =
  | { kind: 'payment'; order: OrderRow; link: string }
  | { kind: 'sold-out'; items: string[] }
  | { kind: 'empty' }
  | { kind: 'not-shippable'; reason: NotShippable['reason'] }
  | { kind: 'discount-refused'; reason: string }
  | { kind: 'payment-unavailable' };

/** Thrown inside the transaction to roll every hold back; carries what could not be held. */
class SoldOut extends Error {
  constructor(readonly items: string[]) {
    super('sold out');
  }
}

const lineLabel = (line: CartLine) =>
  line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`;

interface CheckoutOf {
  cartId: number;
  /** clientNetworkOf(request.ip); null only for callers with no client (tests, scripts). */
  clientNetwork: string | null;
}

/**
 * Holds the cart's units and makes the pending order, all in ONE transaction, under the store's holds
 * lock (stock-holds.ts). The cart's and the client's older unpaid checkouts are released first
 * (hold-limits.ts). Each hold is then one conditional update (`stock - held >= q`), which also guards a
 * caller that skipped the lock. Any line that cannot be held rolls everything back: no order, no charge, no
 * release, and the buyer is told which item sold out. Prices are read from the variants here, never from
 * the form. The cart's discount code is checked again and its use written in the same transaction
 * (discounts/redeem-discount.ts); a code that cannot be used rolls everything back too.
 */
async function holdAndOrder(ctx: AppContext, store: StoreRow, checkout: CheckoutOf, buyer: Buyer, now: Date) {
  const { cartId, clientNetwork } = checkout;
  return ctx.db.transaction(async (tx) => {
    await lockStoreHolds(tx, store.id);
    const lines = await cartLines(tx, store.id, cartId);
    if (lines.length === 0) return null;
    const code = await cartDiscountCode(tx, cartId);
    const pending = await pendingOrderOfCart(tx, { cartId, lines, discountCode: code }, buyer, now);
    if (pending) return pending;
    await makeRoomForCheckout(tx, { storeId: store.id, cartId, clientNetwork }, now);
    const soldOut: string[] = [];
    for (const line of lines) {
      const held = await tx
        .update(storeVariants)
        .set({ held: sql`${storeVariants.held} + ${line.quantity}` })
        .where(
          and(
            eq(storeVariants.id, line.variantId),
            sql`${storeVariants.stock} - ${storeVariants.held} >= ${line.quantity}`,
          ),
        )
        .returning({ id: storeVariants.id, price: storeVariants.price });
      if (held.length === 0) soldOut.push(lineLabel(line));
      // The price of the locked row: what the order is charged, even if the seller changed it a moment ago.
      else line.unitPrice = held[0]!.price;
    }
    if (soldOut.length > 0) throw new SoldOut(soldOut);

    // The store's holds lock, held until commit, makes max()+1 safe: one order number at a time.
    const [{ next } = { next: STORE_RULES.firstOrderNumber }] = await tx
      .select({
        next: sql<number>`coalesce(max(${storeOrders.number}), ${STORE_RULES.firstOrderNumber - 1}) + 1`.mapWith(
          Number,
        ),
      })
      .from(storeOrders)
      .where(eq(storeOrders.storeId, store.id));
    const pricing = await priceCheckout(tx, store, lines, {
      country: buyer.address.country,
      region: buyer.address.region,
      shippingMethod: buyer.shippingMethod,
      code,
      email: buyer.email,
      now,
    });
    // A code the buyer applied that no longer applies (used up, ended, already used by this e-mail) stops
    // the checkout: charging the full price instead would surprise them.
    if (pricing.discountRefusal) throw new DiscountRefused(pricing.discountRefusal);
    const [order] = await tx
      .insert(storeOrders)
      .values({
        storeId: store.id,
        number: next,
        email: buyer.email,
        name: buyer.name,
        shippingAddress: buyer.address,
        currency: store.currency,
        subtotal: pricing.subtotal,
        shipping: pricing.shipping,
        discount: pricing.discount,
        shippingDiscount: pricing.shippingDiscount,
        tax: pricing.tax,
        shippingTax: pricing.shippingTax,
        taxIncluded: pricing.taxIncluded,
        discountCode: pricing.discountCode,
        taxName: pricing.taxName,
        shippingMethod: pricing.shippingMethod,
        total: pricing.total,
        paymentReference: `ord_${randomBytes(15).toString('hex')}`,
        cartId,
        clientNetwork,
        holdExpiresAt: new Date(now.getTime() + STORE_RULES.checkoutHoldMinutes * 60_000),
      })
      .returning();
    await tx.insert(storeOrderLines).values(
      pricing.lines.map((line) => ({
        orderId: order!.id,
        variantId: line.variantId,
        productName: line.productName,
        variantName: line.variantName,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        discount: line.discount,
        tax: line.tax,
      })),
    );
    if (pricing.discountCode) {
      await redeemDiscount(tx, {
        storeId: store.id,
        code: pricing.discountCode,
        orderId: order!.id,
        email: buyer.email,
        currency: store.currency,
        lines,
        now,
      });
    }
    return order!;
  });
}

/**
 * Checkout (POST /checkout): holds stock, makes the pending order (or finds the one an identical checkout
 * of this cart made, see pendingOrderOfCart), then asks the payments port for a hosted checkout that
 * returns to `{store}/checkout/return`. If the provider cannot be reached, the order
 * expires at once and its units are given back.
 */
export async function startCheckout(
  ctx: AppContext,
  store: StoreRow,
  cartId: number,
  buyer: Buyer,
  clientNetwork: string | null = null,
): Promise<CheckoutOutcome> {
  let order: OrderRow | null;
  try {
    order = await holdAndOrder(ctx, store, { cartId, clientNetwork }, buyer, ctx.clock.now());
  } catch (error) {
    if (error instanceof SoldOut) return { kind: 'sold-out', items: error.items };
    // The seller removed the zone or rate between the page and the payment: nothing was held.
    if (error instanceof NotShippable) return { kind: 'not-shippable', reason: error.reason };
    if (error instanceof DiscountRefused) return { kind: 'discount-refused', reason: error.reason };
    throw error;
  }
  if (!order) return { kind: 'empty' };
  try {
    const { link } = await ctx.payments.createCheckout({
      reference: order.paymentReference,
      amount: order.total,
      currency: order.currency,
      redirectUrl: `${storeOrigin(ctx.config.stores, store.domain)}/checkout/return`,
      customer: { email: order.email, name: order.name },
      title: `${store.name} order #${order.number}`,
    });
    return { kind: 'payment', order, link };
  } catch (error) {
    ctx.logger.warn({ err: error, order: order.id }, 'store checkout could not start a payment');
    await expireOrder(ctx, order, ctx.clock.now());
    return { kind: 'payment-unavailable' };
  }
}
