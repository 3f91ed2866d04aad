import { retryPaymentRoute } from '@aerie/contract';

import { initializeRateLimits } from '../../modules/billing/billing-rate-limits.js';
import { findMemberTransaction } from '../../modules/billing/find-transaction.js';
import { retryPayment } from '../../modules/billing/retry-payment.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(retryPaymentRoute, async ({ params, session, request, ctx }) => {
  // A checkout asked of the provider, like a new payment: the same limits.
  await hitRateLimit(ctx, initializeRateLimits(session.user.id, request.ip));
  const row = await findMemberTransaction(ctx.db, session.user.id, params.reference);
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { id: row.workspaceId });
  // Who may start a payment may try it again: the workspace's owner (initialize-transaction.ts).
  if (role !== 'owner') throw forbidden('Only the workspace owner can pay for the workspace.');
  const data = await retryPayment(ctx, { userId: session.user.id, workspace, row });
  return { success: true as const, message: 'Payment initialized.', data };
});
