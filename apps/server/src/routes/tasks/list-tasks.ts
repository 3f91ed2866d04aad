import { listTasksRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { listTasks } from '../../modules/tasks/list-tasks.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listTasksRoute, async ({ params, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, data: await listTasks(ctx.db, project.id) };
});
