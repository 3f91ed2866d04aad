import type { ActivateSubscription, Subscription } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMemberTransaction } from './find-transaction.js';
import { settlePayment } from './settle-payment.js';

/**
 * The workspace's plan after a subscription payment (docs/product.md § Billing calls `subscription/activate`). A
 * payment not yet settled is settled first through the provider, so the call is safe whether or not `payment-hooks`
 * ran; the value is still given once. A payment that is not paid answers 400.
 */
export async function activateSubscription(
  ctx: AppContext,
  userId: number,
  input: ActivateSubscription,
): Promise<Subscription> {
  const row = await findMemberTransaction(ctx.db, userId, input.reference);
  if (row.type !== 'subscription') throw new AppError('bad_request', 'This payment is not a plan subscription.');
  const { subscription } = await settlePayment(ctx, row, input.id);
  return subscription!;
}
