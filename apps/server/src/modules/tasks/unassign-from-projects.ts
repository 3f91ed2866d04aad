import { and, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskAssignees, tasks } from '../../db/schema/index.js';

/** Someone who leaves projects stops being assigned to their tasks (assignees must be project members). */
export async function unassignFromProjects(db: Queryable, userId: number, projectIds: number[]): Promise<void> {
  if (!projectIds.length) return;
  const projectTasks = db.select({ id: tasks.id }).from(tasks).where(inArray(tasks.projectId, projectIds));
  await db
    .delete(taskAssignees)
    .where(and(eq(taskAssignees.userId, userId), inArray(taskAssignees.taskId, projectTasks)));
}
