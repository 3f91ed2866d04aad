import { listBoardColumnRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { listBoardColumn } from '../../modules/tasks/list-board-column.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listBoardColumnRoute, async ({ params, query, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  const page = await listBoardColumn(ctx.db, {
    project,
    status: params.status,
    viewerId: session.user.id,
    filters: {
      search: query.search,
      assignee: query.assignee,
      priority: query.priority,
      onlyMine: query.mine === 'true',
      labelIds: query.labels,
    },
    after: query.after,
    limit: query.limit,
    today: query.today ?? ctx.clock.now().toISOString().slice(0, 10),
  });
  return { success: true as const, data: page };
});
