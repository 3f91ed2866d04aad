import { connectServerRoute } from '@aerie/contract';

import { notFound } from '../../errors.js';
import { connectServer } from '../../modules/hosting/connect-server.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(connectServerRoute, async ({ params, body, session, ctx }) => {
  // The path names the workspace: the project must be in it, and the caller in that workspace's team.
  const { project, workspace, role, projectRole } = await loadVisibleProject(ctx.db, session.user.id, {
    uid: body.project_id,
  });
  if (workspace.slug !== params.slug || role === null) throw notFound('The project');
  assertRoleMay(projectRole, 'manage servers');
  const { server, message } = await connectServer(ctx, { project, workspace, userId: session.user.id, body });
  return { success: true as const, message, data: server };
});
