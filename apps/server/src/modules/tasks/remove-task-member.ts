import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskAssignees } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** Takes one person off a task; someone who is not assigned to it answers 404. */
export async function removeTaskMember(db: Queryable, taskId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(taskAssignees)
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, userId)))
    .returning({ userId: taskAssignees.userId });
  if (!removed.length) throw notFound('The assignee');
}
