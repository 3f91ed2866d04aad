import { and, eq } from 'drizzle-orm';

import type { Queryable, Transaction } from '../../../db/client.js';
import { storeDiscountRedemptions, storeDiscounts } from '../../../db/schema/index.js';
import { checkDiscount } from './discount-for.js';

/** Thrown inside checkout's transaction when the buyer's code cannot be used: nothing is written or charged. */
export class DiscountRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Writes one use of the order's code, in checkout's transaction. The code's row is locked first
 * (SELECT … FOR UPDATE), then its uses are counted again and the use written: two checkouts racing for the
 * last use of a code decide one after the other, and the second sees the first's use (issue 30: a usage
 * limit is never exceeded). Checkout already holds the store's holds lock, which serialises them too; the
 * row lock keeps the rule true for any other writer of uses. A code that stopped applying in the meantime
 * (used up, deactivated, ended) throws DiscountRefused, rolling the order back.
 */
export async function redeemDiscount(
  tx: Transaction,
  use: {
    storeId: number;
    code: string;
    orderId: number;
    email: string;
    currency: string;
    lines: Array<{ variantId: number; unitPrice: number; quantity: number }>;
    now: Date;
  },
): Promise<void> {
  const [discount] = await tx
    .select()
    .from(storeDiscounts)
    .where(and(eq(storeDiscounts.storeId, use.storeId), eq(storeDiscounts.code, use.code)))
    .for('update');
  if (!discount) throw new DiscountRefused(`The code ${use.code} is no longer available.`);
  const verdict = await checkDiscount(tx, discount, use.lines, {
    currency: use.currency,
    now: use.now,
    email: use.email,
  });
  if ('refusal' in verdict) throw new DiscountRefused(verdict.refusal);
  await tx
    .insert(storeDiscountRedemptions)
    .values({ discountId: discount.id, orderId: use.orderId, email: use.email.toLowerCase(), createdAt: use.now });
}

/**
 * Gives an unpaid order's use of its code back: called in the transaction that expires, releases or
 * cancels the order (stock-holds.ts releaseHold, seller-order-status.ts), so the use and the order's
 * status never disagree.
 */
export async function giveBackDiscount(db: Queryable, orderId: number): Promise<void> {
  await db.delete(storeDiscountRedemptions).where(eq(storeDiscountRedemptions.orderId, orderId));
}
