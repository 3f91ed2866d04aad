import { getPlanPeriodRoute } from '@aerie/contract';

import { getPlanPeriod } from '../../modules/billing/plan-change.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

// Every member sees the plan and its renewal (the billing page); only the owner changes it.
export default defineHandler(getPlanPeriodRoute, async ({ params, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await getPlanPeriod(ctx.db, workspace) };
});
