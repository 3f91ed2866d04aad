import { randomBytes } from 'node:crypto';

import { isStorableText } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { sandboxCharges, transactions } from '../../db/schema/index.js';
import type { SandboxCheckout } from './purchasable.js';
import { billingComposition } from './purchasables.js';

/** The test cards of the sandbox checkout (Stripe's numbers, the ones people already know). */
export const SANDBOX_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Card declined',
  '4000000000009995': 'Insufficient funds',
};

/** What the sandbox does with a card number: only 4242… succeeds; anything else is refused with a reason. */
export function chargeOutcome(cardNumber: string): { status: 'successful' | 'failed'; reason: string | null } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return { status: 'successful', reason: null };
  return { status: 'failed', reason: DECLINES[digits] ?? 'Not a sandbox test card' };
}

export async function findPendingCheckout(
  ctx: Pick<AppContext, 'db' | 'config'>,
  reference: string,
): Promise<SandboxCheckout | null> {
  // The reference comes from the address: one with a NUL (which PostgreSQL text cannot hold) names nothing.
  if (!isStorableText(reference)) return null;
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  if (row) {
    if (row.provider !== 'sandbox') return null;
    const { amount, currency, description } = row;
    return {
      reference,
      amount,
      currency,
      description,
      settled: row.status === 'success',
      returnUrl: `${ctx.config.appUrl}/payment/return`,
    };
  }
  return billingComposition().foreignCheckouts.find(ctx, reference);
}

/** Records one sandbox charge of a checkout and returns its id (the `transaction_id` of the return URL). */
export async function recordSandboxCharge(
  db: Queryable,
  checkout: Pick<SandboxCheckout, 'reference' | 'amount' | 'currency'>,
  result: { status: 'successful' | 'failed' | 'cancelled'; reason: string | null },
): Promise<string> {
  const id = `sbx_${randomBytes(12).toString('hex')}`;
  await db.insert(sandboxCharges).values({
    id,
    reference: checkout.reference,
    amount: checkout.amount,
    currency: checkout.currency,
    status: result.status,
    reason: result.reason,
  });
  return id;
}
