import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { sandboxCharges, transactions, type TransactionRow } from '../../db/schema/index.js';

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

export async function findPendingCheckout(db: Queryable, reference: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  return row && row.provider === 'sandbox' ? row : null;
}

/** Records one sandbox charge of a transaction and returns its id (the `transaction_id` of the return URL). */
export async function recordSandboxCharge(
  db: Queryable,
  row: TransactionRow,
  result: { status: 'successful' | 'failed' | 'cancelled'; reason: string | null },
): Promise<string> {
  const id = `sbx_${randomBytes(12).toString('hex')}`;
  await db.insert(sandboxCharges).values({
    id,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
    status: result.status,
    reason: result.reason,
  });
  return id;
}
