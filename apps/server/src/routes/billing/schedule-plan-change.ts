import { schedulePlanChangeRoute } from '@aerie/contract';

import { schedulePlanChange } from '../../modules/billing/plan-change.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';
import { assertPlanOwner } from '../../modules/billing/plan-owner.js';

export default defineHandler(schedulePlanChangeRoute, async ({ params, body, session, ctx }) => {
  const access = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertPlanOwner(access.role);
  const data = await schedulePlanChange(ctx, access.workspace.id, body.plan, ctx.clock.now());
  const message =
    body.plan === 'air' ? 'Your plan is cancelled at the end of the period.' : 'Your downgrade is scheduled.';
  return { success: true as const, message, data };
});
