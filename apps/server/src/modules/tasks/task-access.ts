import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { tasks, type TaskRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { loadVisibleProject, type VisibleProject } from '../projects/index.js';

/**
 * A task the caller may work on, with its project. Whoever sees the project may do everything on its board
 * (docs/product.md § Roles and permissions), so seeing the project is the whole check; a task on a project the caller
 * cannot see answers the same 404 as a task that does not exist (docs/architecture.md § Authorization).
 */
export async function loadVisibleTask(
  db: Queryable,
  userId: number,
  taskId: number,
): Promise<VisibleProject & { task: TaskRow }> {
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!task) throw notFound('The task');
  try {
    return { ...(await loadVisibleProject(db, userId, { id: task.projectId })), task };
  } catch (error) {
    throw error instanceof AppError && error.status === 404 ? notFound('The task') : error;
  }
}
