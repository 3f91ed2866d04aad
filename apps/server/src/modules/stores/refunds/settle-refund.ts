import { and, eq, sql } from 'drizzle-orm';

import type { ProviderRefund } from '../../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import {
  storeOrderLines,
  storeOrders,
  storeRefunds,
  storeVariants,
  type StoreRefundRow,
} from '../../../db/schema/index.js';
import { lockStoreHolds } from '../stock-holds.js';
import { queueRefundMail } from './refund-mail.js';

export type ProviderAnswer = { refunded: ProviderRefund } | { refused: string };

/** Units of the refunded lines back into stock, for variants that still exist (the line's current variant). */
async function restock(tx: Transaction, refund: StoreRefundRow, now: Date): Promise<void> {
  for (const line of refund.lines) {
    await tx
      .update(storeVariants)
      .set({ stock: sql`${storeVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(
        eq(
          storeVariants.id,
          sql`(select ${storeOrderLines.variantId} from ${storeOrderLines} where ${storeOrderLines.id} = ${line.lineId})`,
        ),
      );
  }
}

/**
 * Writes what the provider answered, once: only the caller whose conditional update moves the refund from
 * `pending` goes on. A refund the provider made puts the units back (when asked), moves the order to
 * partially refunded or refunded, and queues the buyer's e-mail, all in one transaction; one it refused is
 * marked failed and changes nothing else.
 */
export async function settleRefund(
  ctx: AppContext,
  refund: StoreRefundRow,
  answer: ProviderAnswer,
  now = new Date(),
): Promise<StoreRefundRow> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, refund.orderId));
    // Stock changes take the store's holds lock first, like every other write to stock (stock-holds.ts).
    if (order && refund.restock && 'refunded' in answer) await lockStoreHolds(tx, order.storeId);
    const outcome =
      'refunded' in answer
        ? { status: 'succeeded' as const, providerRefundId: answer.refunded.id }
        : { status: 'failed' as const, failure: answer.refused.slice(0, 300) };
    const [settled] = await tx
      .update(storeRefunds)
      .set({ ...outcome, updatedAt: now })
      .where(and(eq(storeRefunds.id, refund.id), eq(storeRefunds.status, 'pending')))
      .returning();
    if (!settled) {
      const [current] = await tx.select().from(storeRefunds).where(eq(storeRefunds.id, refund.id));
      return current ?? refund;
    }
    if (!order || settled.status !== 'succeeded') return settled;
    if (settled.restock) await restock(tx, settled, now);
    const [{ refunded } = { refunded: 0 }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${storeRefunds.amount}), 0)::int` })
      .from(storeRefunds)
      .where(and(eq(storeRefunds.orderId, order.id), eq(storeRefunds.status, 'succeeded')));
    // A cancelled order stays cancelled: that says more than how much of it went back.
    if (order.status !== 'cancelled') {
      const status = refunded >= order.total ? 'refunded' : 'partially_refunded';
      await tx.update(storeOrders).set({ status, updatedAt: now }).where(eq(storeOrders.id, order.id));
    }
    await queueRefundMail(tx, ctx, order, settled);
    return settled;
  });
}
