import { createDeploymentRoute, DEPLOYMENT_MESSAGES } from '@aerie/contract';

import { createDeployment } from '../../modules/deployments/create-deployment.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createDeploymentRoute, async ({ body, session, ctx }) => {
  const visible = await loadVisibleProject(ctx.db, session.user.id, { uid: body.project_id });
  assertRoleMay(visible.projectRole, 'create deployments');
  const deployment = await createDeployment(ctx, { visible, userId: session.user.id, body });
  return { success: true as const, message: DEPLOYMENT_MESSAGES.created, data: deployment };
});
