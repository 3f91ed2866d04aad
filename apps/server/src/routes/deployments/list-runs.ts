import { listRunsRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { listRuns } from '../../modules/deployments/list-runs.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listRunsRoute, async ({ params, query, session, ctx }) => {
  const { deployment } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await listRuns(ctx.db, deployment.id, query.page) };
});
