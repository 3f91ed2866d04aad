import type { VerifiedPayment } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { workspaceSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { findTransactionView } from './transaction-view.js';

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
