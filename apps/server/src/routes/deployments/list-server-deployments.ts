import { listServerDeploymentsRoute } from '@aerie/contract';

import { listDeployments } from '../../modules/deployments/list-deployments.js';
import { pilotView } from '../../modules/hosting/pilot-view.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listServerDeploymentsRoute, async ({ params, query, session, ctx }) => {
  const { server } = await loadVisibleServer(ctx.db, session.user.id, { id: params.id });
  const page = await listDeployments(ctx.db, { serverId: server.id }, query.page);
  return { success: true as const, data: { ...page, server: await pilotView(ctx.db, server) } };
});
