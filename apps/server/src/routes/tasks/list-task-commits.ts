import { listTaskCommitsRoute } from '@aerie/contract';

import { listTaskCommits } from '../../modules/tasks/list-task-commits.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listTaskCommitsRoute, async ({ params, session, ctx }) => {
  const { task } = await loadVisibleTask(ctx.db, session.user.id, params.id);
  return { success: true as const, data: await listTaskCommits(ctx, task.id) };
});
