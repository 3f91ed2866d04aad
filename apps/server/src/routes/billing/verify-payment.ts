import { verifyPaymentRoute } from '@aerie/contract';

import { findMemberTransaction } from '../../modules/billing/find-transaction.js';
import { settlePayment } from '../../modules/billing/settle-payment.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(verifyPaymentRoute, async ({ query, session, ctx }) => {
  const row = await findMemberTransaction(ctx.db, session.user.id, query.reference);
  const data = await settlePayment(ctx, row, query.transaction_id);
  return { success: true as const, message: 'Payment successful.', data };
});
