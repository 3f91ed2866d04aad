import { listTaskThreadRoute } from '@aerie/contract';

import { listTaskThread } from '../../modules/comments/list-task-thread.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listTaskThreadRoute, async ({ params, query, session, ctx }) => {
  const { task, projectRole } = await loadVisibleTask(ctx.db, session.user.id, params.id);
  const viewer = { userId: session.user.id, projectRole };
  const page = await listTaskThread(ctx.db, { task, viewer, before: query.before, limit: query.limit });
  return { success: true as const, data: page };
});
