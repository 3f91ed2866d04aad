import { listServerDeploymentsRoute } from '@aerie/contract';

import { listDeployments } from '../../modules/deployments/list-deployments.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listServerDeploymentsRoute, async ({ params, query, session, ctx }) => {
  const { server } = await loadVisibleServer(ctx.db, session.user.id, { id: params.id });
  return { success: true as const, data: await listDeployments(ctx.db, { serverId: server.id }, query.page) };
});
