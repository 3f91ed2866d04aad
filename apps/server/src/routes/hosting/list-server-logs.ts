import { listServerLogsRoute } from '@aerie/contract';

import { listServerLogs } from '../../modules/hosting/list-server-logs.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listServerLogsRoute, async ({ params, query, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  const data = await listServerLogs(ctx.db, project.id, { page: query.page, serverSlug: query.server });
  return { success: true as const, data };
});
