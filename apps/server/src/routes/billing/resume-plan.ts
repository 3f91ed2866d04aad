import { resumePlanRoute } from '@aerie/contract';

import { resumePlan } from '../../modules/billing/plan-change.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';
import { assertPlanOwner } from '../../modules/billing/plan-owner.js';

export default defineHandler(resumePlanRoute, async ({ params, session, ctx }) => {
  const access = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertPlanOwner(access.role);
  const data = await resumePlan(ctx, access.workspace.id, ctx.clock.now());
  return { success: true as const, message: 'Your plan continues.', data };
});
