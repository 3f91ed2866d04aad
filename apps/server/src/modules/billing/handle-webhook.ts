import { isStorableText } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { transactions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { billingComposition } from './purchasables.js';
import { settlePayment } from './settle-payment.js';

/** The parts of Flutterwave's `charge.completed` body we read; the rest is ignored. */
interface WebhookBody {
  data?: { id?: unknown; tx_ref?: unknown };
}

/**
 * A provider's webhook, already authenticated: the body only says which charge to look at — the value is
 * given by re-verifying through the provider and the same idempotent settlement as the return page, so a
 * replay changes nothing. Unknown references are acknowledged (a retry would not make them known).
 */
export async function handleWebhook(ctx: AppContext, rawBody: Buffer): Promise<'settled' | 'ignored'> {
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw new AppError('bad_request', 'The webhook body is not JSON.');
  }
  const id = body?.data?.id;
  const reference = body?.data?.tx_ref;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof reference !== 'string') return 'ignored';
  // A NUL names no charge (PostgreSQL text cannot hold one): acknowledged like an unknown reference.
  if (!isStorableText(reference) || !isStorableText(String(id))) return 'ignored';
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  // Not a billing transaction: a store order's, perhaps (purchasables.ts, ForeignCheckouts).
  if (!row) return billingComposition().foreignCheckouts.settleWebhook(ctx, reference, String(id));
  try {
    await settlePayment(ctx, row, String(id));
  } catch (error) {
    // A failed or unverifiable payment is recorded (or left pending); the provider needs no retry for it.
    if (!(error instanceof AppError)) throw error;
  }
  return 'settled';
}
