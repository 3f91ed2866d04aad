import type { VerifiedPayment } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { VerifiedCharge } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { transactions, workspaceSubscriptions, type TransactionRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { grantPurchase } from './grant-purchase.js';
import { findTransactionView } from './transaction-view.js';

type Outcome =
  | { status: 'success' }
  | { status: 'failure' | 'cancelled'; reason: string }
  | { status: 'unverified'; message: string };

/** The provider's charge against the stored transaction: the checks of Flutterwave's verification guide. */
function judge(row: TransactionRow, charge: VerifiedCharge | null): Outcome {
  if (!charge || charge.txRef !== row.reference) {
    // Someone else's or a made-up id: not evidence about this payment either way, so nothing is marked.
    return { status: 'unverified', message: 'The payment could not be verified.' };
  }
  if (charge.status === 'pending') return { status: 'unverified', message: 'The payment is not complete yet.' };
  if (charge.status === 'cancelled') return { status: 'cancelled', reason: 'Cancelled at checkout' };
  if (charge.status === 'failed') return { status: 'failure', reason: charge.reason ?? 'Declined by the provider' };
  if (charge.amount !== row.amount || charge.currency !== row.currency) {
    return { status: 'failure', reason: 'The amount paid does not match the price' };
  }
  return { status: 'success' };
}

/**
 * Settles a payment from the provider's own answer for `transactionId` (DESIGN §3): the transaction leaves
 * 'pending' by ONE conditional update, and only the caller whose update matched gives the value — so any
 * number of verifications and webhook replays, even concurrent ones, give it once. A payment already
 * settled answers as it was settled, without asking the provider again.
 */
export async function settlePayment(
  ctx: AppContext,
  row: TransactionRow,
  transactionId: string,
): Promise<VerifiedPayment> {
  if (row.status === 'pending') {
    const outcome = judge(row, await ctx.payments.verify(transactionId));
    if (outcome.status === 'unverified') throw new AppError('bad_request', outcome.message);
    await ctx.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(transactions)
        .set({
          status: outcome.status,
          providerTransactionId: transactionId,
          failureReason: outcome.status === 'success' ? null : outcome.reason,
          settledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(transactions.id, row.id), eq(transactions.status, 'pending')))
        .returning();
      if (moved && moved.status === 'success') await grantPurchase(tx, moved);
    });
  }
  return paymentResult(ctx, row.id);
}

/** The settled payment as the browser reads it; anything but a success is a 400 with the reason. */
export async function paymentResult(ctx: AppContext, id: number): Promise<VerifiedPayment> {
  const transaction = await findTransactionView(ctx.db, id);
  if (transaction.status !== 'success') {
    const why = transaction.status === 'cancelled' ? 'Payment cancelled.' : 'Payment failed.';
    const reason = transaction.failure_reason ? ` ${transaction.failure_reason}.` : '';
    throw new AppError(
      'bad_request',
      transaction.status === 'pending' ? 'The payment is not complete yet.' : why + reason,
    );
  }
  const [subscription] =
    transaction.type === 'subscription'
      ? await ctx.db
          .select()
          .from(workspaceSubscriptions)
          .where(eq(workspaceSubscriptions.workspaceId, transaction.workspace.id))
          .limit(1)
      : [];
  return {
    transaction,
    subscription: subscription
      ? {
          business_id: subscription.workspaceId,
          plan: subscription.plan,
          renews_at: subscription.renewsAt.toISOString(),
        }
      : null,
  };
}
