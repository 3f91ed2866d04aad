import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';

import { PaymentProviderError } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { transactions } from '../../db/schema/index.js';
import { settleCharge } from './settle-payment.js';

/** Left alone this long after it starts, a checkout is the browser's to finish (its return settles it). */
export const REVERIFY_AFTER_MS = 5 * 60 * 1000;
/** Asked about for this long: a hosted checkout link is not paid days later. */
export const REVERIFY_FOR_MS = 3 * 24 * 60 * 60 * 1000;
/** Provider calls per run; the rest wait for the next run. */
const BATCH = 50;

/**
 * The scheduled re-check of unpaid payments (`reverify-payments`): the return page and the webhook are
 * the usual ways a payment settles, and both can be lost (the browser closed, the webhook undelivered).
 * Every unpaid payment of the configured provider between 5 minutes and 3 days old is looked up by its
 * reference and settled through the same `settleCharge` as the return page, so a payment found here is
 * given once however many ways it arrives. `now` comes from the caller, so a test moves the clock.
 */
export async function reverifyPayments(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ checked: number; settled: number }> {
  const rows = await ctx.db
    .select()
    .from(transactions)
    .where(
      and(
        ne(transactions.status, 'success'),
        eq(transactions.provider, ctx.payments.name),
        lt(transactions.createdAt, new Date(now.getTime() - REVERIFY_AFTER_MS)),
        gt(transactions.createdAt, new Date(now.getTime() - REVERIFY_FOR_MS)),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const row of rows) {
    try {
      const outcome = await settleCharge(ctx, row, await ctx.payments.verifyByReference(row.reference), now);
      if (outcome.status === 'success') settled += 1;
    } catch (error) {
      // One provider hiccup must not stop the others; the next run asks again.
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.logger.warn({ err: error, reference: row.reference }, 'payment re-check failed');
    }
  }
  return { checked: rows.length, settled };
}
