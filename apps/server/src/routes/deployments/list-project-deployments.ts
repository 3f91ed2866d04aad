import { listProjectDeploymentsRoute } from '@aerie/contract';

import { listDeployments } from '../../modules/deployments/list-deployments.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listProjectDeploymentsRoute, async ({ params, query, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  return { success: true as const, data: await listDeployments(ctx.db, { projectId: project.id }, query.page) };
});
