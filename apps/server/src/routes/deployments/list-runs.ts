import { listRunsRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { loadDeploymentView } from '../../modules/deployments/deployment-view.js';
import { listRuns } from '../../modules/deployments/list-runs.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listRunsRoute, async ({ params, query, session, ctx }) => {
  const { deployment } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  const runs = await listRuns(ctx.db, deployment.id, query.page);
  return { success: true as const, data: { ...runs, deployment: await loadDeploymentView(ctx.db, deployment.id) } };
});
