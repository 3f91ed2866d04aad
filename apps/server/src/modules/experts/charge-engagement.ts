import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';

import { CardProviderError } from '../../adapters/cards/card-provider.js';
import type { AppContext } from '../../context.js';
import { expertHires, transactions } from '../../db/schema/index.js';
import { newReference, queueReceiptMail } from '../billing/index.js';
import { queueChargeDeclinedMail } from './engagement-mail.js';
import { describeHire } from './engagement-view.js';
import { findCardCustomer } from './start-card-setup.js';

/** A claim older than this belongs to a cycle that crashed mid-charge; the next one takes it over. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** The same day of the next month (the 31st becomes the month's last day), in UTC. */
export function addMonth(instant: Date): Date {
  const next = new Date(instant);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * Claims the charge due at the end of the engagement's period: a conditional update that one cycle wins,
 * so two cycles at once (or the worker and the test clock) charge once.
 */
async function claimDueCharge(ctx: Pick<AppContext, 'db'>, hireId: number, now: Date) {
  const [claimed] = await ctx.db
    .update(expertHires)
    .set({ chargeClaimedAt: now })
    .where(
      and(
        eq(expertHires.id, hireId),
        inArray(expertHires.status, ['trialing', 'active']),
        eq(expertHires.cancelAtPeriodEnd, false),
        lte(expertHires.periodEndsAt, now),
        or(
          isNull(expertHires.chargeClaimedAt),
          lt(expertHires.chargeClaimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Charges the monthly amount due at the end of an engagement's period (its trial first, then each month)
 * to the saved card, off-session, and records what happened. Paid: a 'success' row with the provider's
 * charge id, the receipt e-mail queued in the same transaction, and the engagement active until the next
 * month's end. Refused: a 'failure' row (no receipt), the engagement past due, and the owner told.
 */
export async function chargeEngagement(ctx: AppContext, hireId: number, now: Date): Promise<void> {
  const hire = await claimDueCharge(ctx, hireId, now);
  if (!hire) return;
  const period = hire.paidPeriods + 1;
  const { cards } = ctx;
  let result;
  try {
    result = await cards.chargeOffSession({
      paymentMethod: hire.paymentMethod,
      customerId: cards.name === 'stripe' ? await findCardCustomer(ctx, hire.workspaceId) : null,
      amount: hire.amountPerMonth,
      currency: hire.currency,
      // One key per engagement period: a retry after a crash is answered with the first charge.
      idempotencyKey: `aerie-expert-${hire.id}-period-${period}`,
      description: describeHire(hire),
    });
  } catch (error) {
    // Unreachable or refusing us (not the card): let the next cycle try again with the same key.
    await ctx.db.update(expertHires).set({ chargeClaimedAt: null }).where(eq(expertHires.id, hire.id));
    if (error instanceof CardProviderError) {
      ctx.logger.warn({ hireId: hire.id, period }, 'expert engagement could not be charged yet');
      return;
    }
    throw error;
  }
  const succeeded = result.outcome === 'succeeded';
  const declineMessage = result.outcome === 'declined' ? result.message : null;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({
        reference: newReference(),
        workspaceId: hire.workspaceId,
        userId: hire.userId,
        type: 'expert',
        description: `${describeHire(hire)} — month ${period}`,
        amount: hire.amountPerMonth,
        currency: hire.currency,
        status: succeeded ? 'success' : 'failure',
        provider: cards.name,
        providerTransactionId: result.chargeId,
        failureReason: declineMessage?.slice(0, 200) ?? null,
        settledAt: succeeded ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: transactions.id });
    await tx
      .update(expertHires)
      .set(
        succeeded
          ? { status: 'active', paidPeriods: period, periodEndsAt: addMonth(hire.periodEndsAt), chargeClaimedAt: null }
          : { status: 'past_due', chargeClaimedAt: null },
      )
      .where(and(eq(expertHires.id, hire.id), eq(expertHires.paidPeriods, hire.paidPeriods)));
    if (succeeded) await queueReceiptMail(tx, ctx, row!.id);
    else await queueChargeDeclinedMail(tx, ctx, hire, declineMessage!);
  });
}
