import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskAssignees, type ProjectRow, type TaskRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { emitTaskUnassigned } from './task-events.js';

/**
 * Takes one person off a task, with its `task.unassigned` in the same transaction; someone who is not
 * assigned to it answers 404.
 */
export async function removeTaskMember(
  db: Queryable,
  input: { project: ProjectRow; task: TaskRow; userId: number; actorUserId: number },
): Promise<void> {
  const { project, task, userId, actorUserId } = input;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(taskAssignees)
      .where(and(eq(taskAssignees.taskId, task.id), eq(taskAssignees.userId, userId)))
      .returning({ userId: taskAssignees.userId });
    if (!removed.length) throw notFound('The assignee');
    await emitTaskUnassigned({ db: tx }, { project, task, actorUserId, assigneeUserId: userId });
  });
}
