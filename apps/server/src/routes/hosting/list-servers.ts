import { listServersRoute } from '@aerie/contract';

import { listServers } from '../../modules/hosting/list-servers.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listServersRoute, async ({ params, query, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  return { success: true as const, data: await listServers(ctx.db, project.id, query.type, query.page) };
});
