import { updateTaskRoute } from '@aerie/contract';

import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { updateTask } from '../../modules/tasks/update-task.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateTaskRoute, async ({ body, session, ctx }) => {
  const { project, task } = await loadVisibleTask(ctx.db, session.user.id, body.task_id);
  const updated = await updateTask(ctx, { project, task, fields: body, actorUserId: session.user.id });
  return { success: true as const, message: 'Task updated.', data: updated };
});
