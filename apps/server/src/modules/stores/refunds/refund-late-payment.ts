import { asc, eq } from 'drizzle-orm';

import type { VerifiedCharge } from '../../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../../context.js';
import { storeOrderLines, storeOrders } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import type { StoreOrderRow } from './refund-figures.js';
import { makeRefund } from './make-refund.js';

/** Orders whose late charge is given back: released before the payment came, and never paid in our books. */
const RELEASED = new Set(['expired', 'cancelled']);

/**
 * A charge that came after the order's hold ended (the units may be sold to someone else by now): the order
 * is not revived, and the charge is refunded in full through the same path as a seller's refund, by the
 * platform (docs/product.md § Stores: refunds). Its key names the charge, so each replay of the return, the
 * webhook or the expiry job finds the same refund and refunds once. Under the order's lock the order must
 * still be released and unpaid: an order paid meanwhile (by this very charge, through a racing path) is
 * left alone. Returns whether a refund was made or found.
 */
export async function refundLatePayment(ctx: AppContext, orderId: number, charge: VerifiedCharge): Promise<boolean> {
  try {
    const { refund } = await makeRefund(
      ctx,
      async (tx) => {
        const [locked] = await tx.select().from(storeOrders).where(eq(storeOrders.id, orderId)).for('update');
        if (!locked || locked.paidAt || !RELEASED.has(locked.status))
          throw new AppError('conflict', 'Not a late payment');
        // The charge is recorded on the order: it is what is refunded, and what the seller sees was paid.
        const [recorded] = await tx
          .update(storeOrders)
          .set({ providerTransactionId: charge.id, updatedAt: new Date() })
          .where(eq(storeOrders.id, orderId))
          .returning();
        return recorded as StoreOrderRow;
      },
      {
        lines: await wholeLines(ctx, orderId),
        shipping: true,
        amount: 0,
        restock: false,
        reason: 'Paid after the order had expired',
        idempotencyKey: `late-payment-${charge.id}`,
        actor: { kind: 'system' },
      },
    );
    if (refund.status === 'failed') {
      ctx.logger.error(
        { order: orderId, charge: charge.id, failure: refund.failure },
        'late store payment: refund refused',
      );
    }
    return refund.status === 'succeeded';
  } catch (error) {
    if (error instanceof AppError) {
      ctx.logger.warn({ err: error, order: orderId, charge: charge.id }, 'late store payment not refunded now');
      return false;
    }
    throw error;
  }
}

/** Every unit of every line: what a full refund gives back, so the e-mail lists what was paid for. */
async function wholeLines(ctx: AppContext, orderId: number) {
  const lines = await ctx.db
    .select({ id: storeOrderLines.id, quantity: storeOrderLines.quantity })
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, orderId))
    .orderBy(asc(storeOrderLines.id));
  return lines.map((line) => ({ line_id: line.id, quantity: line.quantity }));
}
