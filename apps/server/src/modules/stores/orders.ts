import { shareOf, STORE_RULES } from '@aerie/contract';
import { and, asc, eq, lt, sql } from 'drizzle-orm';

import { PaymentProviderError, type VerifiedCharge } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { storeCartLines, storeCarts, storeFees, storeOrders, storeVariants } from '../../db/schema/index.js';
import { changeWithEvent } from '../events/index.js';
import { queueOrderPlacedMails } from './order-emails.js';
import { markRecoveredCheckout } from './recovery/mark-recovered-checkout.js';
import { refundLatePayment } from './refunds/refund-late-payment.js';
import { heldLines, lockStoreHolds, lockStoreHoldsOfOwner, releaseHold } from './stock-holds.js';
import { emitSoldOut, orderPaidEvent } from './store-events.js';

export type StoreOrderRow = typeof storeOrders.$inferSelect;

type OrderKey = Pick<StoreOrderRow, 'id' | 'storeId'>;

/**
 * Pays a pending order exactly once: only the caller whose conditional update moves it from `pending`
 * takes the held units out of stock, records the platform fee (unique per order as well), empties the
 * cart and queues the e-mails — all in the same transaction. Any replay finds it paid and does nothing;
 * so does an order released before the payment came (it stays unpaid: its units may be gone).
 */
export async function payOrder(
  ctx: AppContext,
  pending: StoreOrderRow,
  chargeId: string,
  now = new Date(),
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const owner = await lockStoreHoldsOfOwner(tx, pending.storeId);
    if (!owner) return false;
    const payment = { status: 'paid' as const, paidAt: now, providerTransactionId: chargeId, clientNetwork: null };
    // `order.paid` is written by the statement that pays: what it says (number, total) is fixed at checkout.
    const [paidId] = await changeWithEvent(
      tx,
      tx
        .update(storeOrders)
        .set({ ...payment, updatedAt: now })
        .where(and(eq(storeOrders.id, pending.id), eq(storeOrders.status, 'pending')))
        .returning({ id: storeOrders.id }),
      orderPaidEvent(pending, owner),
    );
    if (paidId === undefined) return false;
    const order = { ...pending, ...payment, updatedAt: now };
    const soldOut: number[] = [];
    for (const line of await heldLines(tx, order.id)) {
      // Held units are in stock, so a line leaving 0 took the variant from above 0 to 0: it sold out now.
      const [variant] = await tx
        .update(storeVariants)
        .set({
          stock: sql`${storeVariants.stock} - ${line.quantity}`,
          held: sql`${storeVariants.held} - ${line.quantity}`,
          updatedAt: now,
        })
        .where(eq(storeVariants.id, line.variantId!))
        .returning({ stock: storeVariants.stock, productId: storeVariants.productId });
      if (variant && variant.stock <= 0) soldOut.push(variant.productId);
    }
    const fee = shareOf(order.total, STORE_RULES.platformFeeBasisPoints);
    await tx
      .insert(storeFees)
      .values({ orderId: order.id, storeId: order.storeId, amount: fee, currency: order.currency })
      .onConflictDoNothing({ target: storeFees.orderId });
    if (order.cartId) {
      await tx.delete(storeCartLines).where(eq(storeCartLines.cartId, order.cartId));
      // The code was spent on this order: the emptied cart starts again without it.
      await tx.update(storeCarts).set({ discountCode: null }).where(eq(storeCarts.id, order.cartId));
    }
    await queueOrderPlacedMails(tx, ctx, order);
    // The clock's time, as the reminder's link lifetime was set by it (the callers' `now` defaults to the system's).
    await markRecoveredCheckout(tx, order, ctx.clock.now());
    await emitSoldOut(tx, { order, ...owner, soldOutProductIds: soldOut });
    return true;
  });
}

/** A pending order whose payment failed or timed out: `expired`, its held units given back, once. */
export async function expireOrder(ctx: AppContext, key: OrderKey, now = new Date()): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await lockStoreHolds(tx, key.storeId);
    return releaseHold(tx, key.id, now);
  });
}

export type ChargeVerdict = 'paid' | 'failed' | 'unverified';

/**
 * The provider's own account of a charge against the order — never the redirect's query or a webhook's
 * body: the reference, amount and currency must all match. A successful charge of the wrong amount is
 * not payment for this order.
 */
export function judgeCharge(order: StoreOrderRow, charge: VerifiedCharge | null): ChargeVerdict {
  if (!charge || charge.txRef !== order.paymentReference) return 'unverified';
  if (charge.status === 'pending') return 'unverified';
  if (charge.status !== 'successful') return 'failed';
  return charge.amount === order.total && charge.currency === order.currency ? 'paid' : 'failed';
}

/** Settles an order by a verified charge (the return page, the webhook, the expiry job). */
export async function settleOrderCharge(
  ctx: AppContext,
  order: StoreOrderRow,
  charge: VerifiedCharge | null,
  now = new Date(),
): Promise<ChargeVerdict> {
  const verdict = judgeCharge(order, charge);
  if (verdict === 'paid') {
    const paid = await payOrder(ctx, order, charge!.id, now);
    if (!paid && order.status !== 'paid') {
      // Paid after its hold ended (the buyer took longer than the hold): the units may be sold to someone
      // else by now, so the order is not revived; the charge is refunded in full and the buyer told. That
      // function checks again, under the order's lock, that the order is released and unpaid.
      ctx.logger.warn({ order: order.id, charge: charge!.id }, 'store order paid after it expired; refunding it');
      await refundLatePayment(ctx, order.id, charge!);
    }
  } else if (verdict === 'failed') {
    await expireOrder(ctx, order, now);
  }
  return verdict;
}

/**
 * Whether a charge that reaches this order is still to be settled: a pending order is paid (or expired) by
 * it; a released, never-paid order (expired or cancelled before payment) has any successful charge
 * refunded (refund-late-payment.ts). Paid orders are settled already.
 */
export const awaitsSettlement = (order: Pick<StoreOrderRow, 'status' | 'paidAt'>) =>
  order.status === 'pending' || (!order.paidAt && (order.status === 'expired' || order.status === 'cancelled'));

export async function findOrderByReference(ctx: AppContext, reference: string): Promise<StoreOrderRow | null> {
  const [order] = await ctx.db.select().from(storeOrders).where(eq(storeOrders.paymentReference, reference)).limit(1);
  return order ?? null;
}

/** Orders expired per run; the rest wait for the next run. */
const EXPIRY_BATCH = 100;

/**
 * The scheduled sweep (`expire-store-orders`): a pending order past its hold is asked about with the
 * provider first (a payment whose return and webhook were both lost is still honoured), and otherwise
 * expires, giving its units back. `storeId` narrows a run to one store (the development test clock).
 */
export async function expirePendingOrders(
  ctx: AppContext,
  now = new Date(),
  storeId?: number,
): Promise<{ paid: number; expired: number }> {
  const due = await ctx.db
    .select()
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.status, 'pending'),
        lt(storeOrders.holdExpiresAt, now),
        storeId === undefined ? undefined : eq(storeOrders.storeId, storeId),
      ),
    )
    .orderBy(asc(storeOrders.holdExpiresAt))
    .limit(EXPIRY_BATCH);
  let paid = 0;
  let expired = 0;
  for (const order of due) {
    let charge: VerifiedCharge | null = null;
    try {
      charge = await ctx.payments.verifyByReference(order.paymentReference);
    } catch (error) {
      // The provider could not say: the order keeps its hold until the next run asks again.
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.logger.warn({ err: error, order: order.id }, 'store order re-check failed');
      continue;
    }
    if (judgeCharge(order, charge) === 'paid') {
      if (await payOrder(ctx, order, charge!.id, now)) paid += 1;
    } else if (await expireOrder(ctx, order, now)) expired += 1;
  }
  return { paid, expired };
}
