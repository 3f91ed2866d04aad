import { createTaskRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { createTask } from '../../modules/tasks/create-task.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createTaskRoute, async ({ body, session, ctx }) => {
  // Any member may create tasks (docs/product.md § Roles and permissions): seeing the project is the whole check.
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { id: body.project_id });
  const task = await createTask(ctx, { project, fields: body, createdById: session.user.id });
  return { success: true as const, message: 'Task created.', data: task };
});
