import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { tasks, type TaskRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { closeGaps, lockBoard } from './task-board.js';

/** Deletes a task (its assignee rows go with it, ON DELETE CASCADE); the cards below it move up. */
export async function deleteTask(db: Queryable, task: TaskRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBoard(tx, task.projectId);
    const [deleted] = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, task.id), eq(tasks.projectId, task.projectId)))
      .returning({ status: tasks.status });
    // Two deletes of one card at once: the second finds nothing, like any unknown task.
    if (!deleted) throw notFound('The task');
    await closeGaps(tx, task.projectId, deleted.status);
  });
}
