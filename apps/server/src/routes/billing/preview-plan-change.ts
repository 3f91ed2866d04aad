import { previewPlanChangeRoute } from '@aerie/contract';

import { previewPlanChange } from '../../modules/billing/plan-change.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';
import { assertPlanOwner } from '../../modules/billing/plan-owner.js';

export default defineHandler(previewPlanChangeRoute, async ({ params, query, session, ctx }) => {
  const access = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertPlanOwner(access.role);
  const data = await previewPlanChange(ctx.db, access.workspace, query.plan, ctx.clock.now());
  return { success: true as const, data };
});
