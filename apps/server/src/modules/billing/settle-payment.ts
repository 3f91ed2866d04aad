import type { VerifiedPayment } from '@aerie/contract';
import { and, eq, ne } from 'drizzle-orm';

import type { VerifiedCharge } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { paymentAttempts, transactions, type TransactionRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { grantPurchase } from './grant-purchase.js';
import { paymentResult } from './payment-result.js';
import { queueReceiptMail } from './receipt-mail.js';

type Outcome =
  | { status: 'success' }
  | { status: 'failure' | 'cancelled'; reason: string }
  | { status: 'unverified'; message: string };

/** The provider's charge against the stored transaction: the checks of Flutterwave's verification guide. */
export function judge(row: TransactionRow, charge: VerifiedCharge | null): Outcome {
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
 * Records one charge of a transaction and settles the transaction by it (docs/architecture.md § Ports and adapters). A
 * checkout can be tried again after a decline, so a failed or cancelled charge does not end the payment: it is
 * recorded, the transaction shows it, and a later successful charge on the same reference still settles. Success is
 * final: the transaction leaves the unpaid states by ONE conditional update, and only the caller whose update matched
 * gives the value — so the first successful charge settles, and any number of verifications, webhook replays and
 * re-checks, even concurrent ones, give it — and mail its receipt — once.
 */
export async function settleCharge(
  ctx: AppContext,
  row: TransactionRow,
  charge: VerifiedCharge | null,
  // The app's clock, so a test clock moves a plan's period too (issue 25's proration).
  now: Date = ctx.clock.now(),
): Promise<Outcome> {
  const outcome = judge(row, charge);
  if (!charge || charge.txRef !== row.reference) return outcome;
  await ctx.db.transaction(async (tx) => {
    const attempt = { status: charge.status, amount: charge.amount, currency: charge.currency, reason: charge.reason };
    await tx
      .insert(paymentAttempts)
      .values({ transactionId: row.id, chargeId: charge.id, ...attempt, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [paymentAttempts.transactionId, paymentAttempts.chargeId],
        set: { ...attempt, updatedAt: now },
      });
    if (outcome.status === 'unverified') return;
    // The re-check job meets the same declined charge again and again: it is already what the row says.
    if (outcome.status !== 'success' && row.status === outcome.status && row.providerTransactionId === charge.id)
      return;
    const [moved] = await tx
      .update(transactions)
      .set({
        status: outcome.status,
        // The charge that settled it, or the latest that did not.
        providerTransactionId: charge.id,
        failureReason: outcome.status === 'success' ? null : outcome.reason,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(transactions.id, row.id), ne(transactions.status, 'success')))
      .returning();
    if (!moved) return;
    const payment = {
      transactionId: moved.id,
      purchase: moved.description,
      amount: moved.amount,
      currency: moved.currency,
    };
    const event = { workspaceId: moved.workspaceId, actorUserId: moved.userId, aggregate: `transaction:${moved.id}` };
    if (moved.status === 'success') {
      // What the payment bought (a plan, a site plan, a pilot) is given in this transaction, so the buyer
      // returning from checkout sees it at once; others hear of the payment through the event.
      await grantPurchase(tx, moved, now);
      // In the transaction whose update settled it: a payment mails one receipt, and a failure none.
      await queueReceiptMail(tx, ctx, moved.id);
      await emitEvent(tx, { name: 'payment.settled', ...event, data: payment });
    } else if (moved.status === 'failure') {
      // A checkout the buyer cancelled is not a failure anyone needs to hear about.
      await emitEvent(tx, {
        name: 'payment.failed',
        ...event,
        data: { ...payment, reason: outcome.status === 'failure' ? outcome.reason : '' },
      });
    }
  });
  return outcome;
}

/**
 * Settles a payment from the provider's own answer for `transactionId` (the return page, the webhook,
 * `subscription/activate`). A payment already settled answers as it was settled, without asking again.
 */
export async function settlePayment(
  ctx: AppContext,
  row: TransactionRow,
  transactionId: string,
): Promise<VerifiedPayment> {
  if (row.status !== 'success') {
    const outcome = await settleCharge(ctx, row, await ctx.payments.verify(transactionId));
    if (outcome.status === 'unverified') throw new AppError('bad_request', outcome.message);
  }
  return paymentResult(ctx, row.id);
}
