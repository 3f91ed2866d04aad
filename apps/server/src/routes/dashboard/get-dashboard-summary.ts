import { getDashboardSummaryRoute } from '@aerie/contract';

import { getDashboardSummary } from '../../modules/dashboard/get-dashboard-summary.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getDashboardSummaryRoute, async ({ params, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await getDashboardSummary(ctx.db, workspace.id) };
});
