import { and, asc, eq, lt } from 'drizzle-orm';

import { PaymentProviderError, ProviderUnreachableError } from '../../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import { storeOrders, storeRefunds, type StoreRefundRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import type { StoreOrderRow } from './refund-figures.js';
import { reserveRefund, type RefundAsk } from './reserve-refund.js';
import { settleRefund, type ProviderAnswer } from './settle-refund.js';

/** The key the provider knows a refund by: the row's own, so a resumed refund is asked with the same one. */
export const providerKey = (refund: Pick<StoreRefundRow, 'uuid'>) => `aerie-refund-${refund.uuid}`;

async function askProvider(ctx: AppContext, order: StoreOrderRow, refund: StoreRefundRow): Promise<ProviderAnswer> {
  try {
    const refunded = await ctx.payments.refund({
      transactionId: order.providerTransactionId!,
      amount: refund.amount,
      currency: order.currency,
      idempotencyKey: providerKey(refund),
    });
    return { refunded };
  } catch (error) {
    // No answer: the refund stays pending (still counted against what is left) until it is asked again.
    if (error instanceof ProviderUnreachableError) {
      ctx.logger.warn({ err: error, refund: refund.id }, 'store refund left pending: provider unreachable');
      throw new AppError(
        'unavailable',
        'The payment provider could not be reached, so nothing is refunded yet. Send the same refund again.',
      );
    }
    if (error instanceof PaymentProviderError) return { refused: error.message };
    throw error;
  }
}

/**
 * A refund in three steps (docs/architecture.md § Store refunds):
 * 1. under the order's row lock, the refund is weighed and reserved `pending` (or found by its key);
 * 2. the provider is asked outside any transaction (no lock is held across someone else's network), with
 *    a key derived from the reserved row, so asking again after a crash or a lost answer refunds once;
 * 3. its answer is settled once (settle-refund.ts): stock, order status and e-mail only when it refunded.
 * A pending refund found again by its key resumes at step 2.
 */
export async function makeRefund(
  ctx: AppContext,
  lockOrder: (tx: Transaction) => Promise<StoreOrderRow>,
  ask: RefundAsk,
): Promise<{ refund: StoreRefundRow; order: StoreOrderRow }> {
  const { refund, order } = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx);
    const reserved = await reserveRefund(tx, locked, locked.total, ask);
    return { refund: reserved.refund, order: locked };
  });
  if (refund.status !== 'pending') return { refund, order };
  const settled = await settleRefund(ctx, refund, await askProvider(ctx, order, refund));
  return { refund: settled, order };
}

/** Refunds left pending this long (no answer from the provider, nobody sent them again) are asked again. */
const RESUME_AFTER_MS = 10 * 60_000;
const RESUME_BATCH = 20;

/**
 * The scheduled sweep's part (`expire-store-orders`): a refund left pending by a provider that did not
 * answer, or by a crash between asking and settling, is asked again with its own key, so the provider
 * answers the refund it made (or makes it) and it is settled once. Still no answer: it waits for the next run.
 */
export async function resumePendingRefunds(ctx: AppContext, now = new Date()): Promise<number> {
  const stale = await ctx.db
    .select({ refund: storeRefunds, order: storeOrders })
    .from(storeRefunds)
    .innerJoin(storeOrders, eq(storeOrders.id, storeRefunds.orderId))
    .where(
      and(eq(storeRefunds.status, 'pending'), lt(storeRefunds.updatedAt, new Date(now.getTime() - RESUME_AFTER_MS))),
    )
    .orderBy(asc(storeRefunds.id))
    .limit(RESUME_BATCH);
  let settled = 0;
  for (const { refund, order } of stale) {
    try {
      await settleRefund(ctx, refund, await askProvider(ctx, order, refund), now);
      settled += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return settled;
}
