import { listWorkspaceActivityRoute } from '@aerie/contract';

import { listActivity } from '../../modules/activity/list-activity.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWorkspaceActivityRoute, async ({ params, query, session, ctx }) => {
  // A workspace's members see every project in it (project-access.ts), so its whole feed is theirs; anyone
  // else, a collaborator from outside included, hears the 404 of a workspace that does not exist.
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await listActivity(ctx.db, { workspaceId: workspace.id }, query) };
});
