import { PaymentProviderError, ProviderUnreachableError } from '../../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import type { StoreRefundRow } from '../../../db/schema/index.js';
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
