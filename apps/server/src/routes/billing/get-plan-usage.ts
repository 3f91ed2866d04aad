import { getPlanUsageRoute } from '@aerie/contract';

import { planUsage } from '../../modules/billing/plan-limits.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getPlanUsageRoute, async ({ params, session, ctx }) => {
  // Any member may read the meters: they explain refusals every role can meet (a full plan).
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await planUsage(ctx.db, workspace) };
});
