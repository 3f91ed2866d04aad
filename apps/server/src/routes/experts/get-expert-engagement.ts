import { getExpertEngagementRoute } from '@aerie/contract';

import { findEngagement } from '../../modules/experts/engagement-view.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

// Members see the workspace's bills (list-transactions), so they see its engagement too; the owner acts on it.
export default defineHandler(getExpertEngagementRoute, async ({ params, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await findEngagement(ctx.db, workspace.id) };
});
