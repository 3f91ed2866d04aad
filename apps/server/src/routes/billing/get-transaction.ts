import { getTransactionRoute } from '@aerie/contract';

import { findMemberTransaction } from '../../modules/billing/find-transaction.js';
import { findTransactionView } from '../../modules/billing/transaction-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getTransactionRoute, async ({ params, session, ctx }) => {
  const row = await findMemberTransaction(ctx.db, session.user.id, params.reference);
  return { success: true as const, data: await findTransactionView(ctx.db, row.id) };
});
