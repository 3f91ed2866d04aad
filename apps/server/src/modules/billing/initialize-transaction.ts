import { randomInt } from 'node:crypto';

import type { InitializedTransaction, InitializeTransaction } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { PaymentProviderError } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { transactions, users, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { pricePurchase } from './price-purchase.js';
import type { PricedPurchase } from './purchasable.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `aer_` and 20 base32 characters (100 random bits): unique for every payment, as `tx_ref` must be. */
export function newReference(): string {
  let reference = 'aer_';
  for (let index = 0; index < 20; index += 1) reference += BASE32[randomInt(BASE32.length)];
  return reference;
}

/**
 * Starts a payment: a pending transaction priced here (never by the browser), then the provider's link.
 * The row exists before the provider is asked, so every attempt shows in the billing history; one the
 * provider refuses is marked failed. What the purchase uses up (a promo code's use) is taken in the same
 * database transaction as the row, and given back if the provider refuses.
 */
export async function initializeTransaction(
  ctx: AppContext,
  input: { userId: number; workspace: WorkspaceRow; purchase: InitializeTransaction },
): Promise<InitializedTransaction> {
  const priced = await pricePurchase(ctx.db, input.workspace, input.purchase, ctx.clock.now());
  return startPricedPayment(ctx, { userId: input.userId, workspace: input.workspace, priced });
}

/**
 * The second half of every payment start, for a purchase already priced by the server: initialize's, and
 * a pilot's renewal (which prices one more month of an existing pilot, not a choice from the browser).
 */
export async function startPricedPayment(
  ctx: AppContext,
  input: { userId: number; workspace: WorkspaceRow; priced: PricedPurchase },
): Promise<InitializedTransaction> {
  const { userId, workspace, priced } = input;
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const row = await ctx.db.transaction(async (tx) => {
    await priced.claim?.take(tx);
    const [inserted] = await tx
      .insert(transactions)
      .values({
        reference: newReference(),
        workspaceId: workspace.id,
        userId,
        type: priced.type,
        planId: priced.planId,
        sitePlanId: priced.sitePlanId,
        websiteId: priced.websiteId,
        pilotPlanId: priced.pilot?.planId ?? null,
        pilotTemplateId: priced.pilot?.templateId ?? null,
        projectId: priced.pilot?.projectId ?? null,
        discountCodeId: priced.pilot?.discountCodeId ?? null,
        serverId: priced.pilot?.serverId ?? null,
        proratedUntil: priced.proratedUntil ?? null,
        description: priced.description,
        amount: priced.amount,
        currency: priced.currency,
        provider: ctx.payments.name,
      })
      .returning();
    return inserted;
  });
  try {
    const { link } = await ctx.payments.createCheckout({
      reference: row!.reference,
      amount: row!.amount,
      currency: row!.currency,
      redirectUrl: `${ctx.config.appUrl}/payment/return`,
      customer: { email: buyer!.email, name: `${buyer!.first} ${buyer!.last}` },
      title: `Aerie ${row!.description} for ${workspace.name}`,
    });
    return {
      reference: row!.reference,
      type: priced.type,
      amount: row!.amount,
      currency: row!.currency,
      payment_config: { link },
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.warn({ err: error, reference: row!.reference }, 'payment provider refused a checkout');
    await priced.claim?.release(ctx.db);
    await ctx.db
      .update(transactions)
      .set({ status: 'failure', failureReason: 'The payment provider is unavailable', updatedAt: new Date() })
      .where(eq(transactions.id, row!.id));
    throw new AppError('bad_request', 'The payment could not be started. Please try again later.', { status: 502 });
  }
}
