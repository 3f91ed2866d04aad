import { deleteTaskRoute } from '@aerie/contract';

import { deleteTask } from '../../modules/tasks/delete-task.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteTaskRoute, async ({ params, session, ctx }) => {
  const { task } = await loadVisibleTask(ctx.db, session.user.id, params.id);
  await deleteTask(ctx.db, task);
  return ok('Task deleted.');
});
