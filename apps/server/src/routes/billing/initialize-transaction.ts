import { initializeTransactionRoute } from '@aerie/contract';

import { initializeRateLimits } from '../../modules/billing/billing-rate-limits.js';
import { initializeTransaction } from '../../modules/billing/initialize-transaction.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(initializeTransactionRoute, async ({ body, session, request, ctx }) => {
  await hitRateLimit(ctx, initializeRateLimits(session.user.id, request.ip));
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { id: body.business_id });
  // The plan is the workspace's bill: its owner decides it.
  if (role !== 'owner') throw forbidden("Only the workspace owner can change the workspace's plan.");
  const data = await initializeTransaction(ctx, { userId: session.user.id, workspace, purchase: body });
  return { success: true as const, message: 'Payment initialized.', data };
});
