import type { InitializedTransaction } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { PaymentProviderError } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { users, type TransactionRow, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { REVERIFY_FOR_MS } from './reverify-payments.js';

/**
 * Try again after a decline: the provider's checkout once more for the same transaction — same purchase,
 * same price, same reference. Not a new row: a charge on the reference settles it through `settleCharge`
 * exactly as the first checkout's would (success is final and given once), so trying again can neither buy
 * the purchase twice nor use a promo code twice. The row keeps its failure until a charge succeeds.
 */
export async function retryPayment(
  ctx: AppContext,
  input: { userId: number; workspace: WorkspaceRow; row: TransactionRow },
): Promise<InitializedTransaction> {
  const { row, workspace } = input;
  if (row.status === 'success') throw new AppError('conflict', 'This payment is already paid.');
  if (row.type === 'expert') throw new AppError('bad_request', 'An expert payment cannot be tried again here.');
  // Past the re-check's window a lost return would never be settled, and the price may have changed.
  if (ctx.clock.now().getTime() - row.createdAt.getTime() > REVERIFY_FOR_MS) {
    throw new AppError('conflict', 'This payment is too old to try again. Please start a new one.');
  }
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  try {
    // The request initialize-transaction.ts sends for a new payment, for the row as it was priced then.
    const { link } = await ctx.payments.createCheckout({
      reference: row.reference,
      amount: row.amount,
      currency: row.currency,
      redirectUrl: `${ctx.config.appUrl}/payment/return`,
      customer: { email: buyer!.email, name: `${buyer!.first} ${buyer!.last}` },
      title: `Aerie ${row.description} for ${workspace.name}`,
    });
    return {
      reference: row.reference,
      type: row.type,
      amount: row.amount,
      currency: row.currency,
      payment_config: { link },
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.warn({ err: error, reference: row.reference }, 'payment provider refused a checkout');
    throw new AppError('bad_request', 'The payment could not be started. Please try again later.', { status: 502 });
  }
}
