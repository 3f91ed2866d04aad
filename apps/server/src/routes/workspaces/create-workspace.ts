import { createWorkspaceRoute } from '@aerie/contract';

import { createWorkspace } from '../../modules/workspaces/create-workspace.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createWorkspaceRoute, async ({ body, session, ctx }) => {
  const workspace = await ctx.db.transaction((tx) => createWorkspace(tx, session.user.id, body));
  return { success: true as const, message: 'Workspace created.', data: workspace };
});
