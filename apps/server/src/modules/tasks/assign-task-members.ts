import type { Task } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projects, type TaskRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { isForeignKeyViolation } from '../projects/database-errors.js';
import { insertAssignees, requireProjectMembers } from './task-assignees.js';
import { findTask } from './task-queries.js';

/**
 * Adds project members to a task's assignees; those already assigned stay (the set only grows). Each one
 * newly assigned is a `task.assigned` event, emitted in the same transaction.
 */
export async function assignTaskMembers(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  task: TaskRow,
  userIds: number[],
  actorUserId: number,
): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    await requireProjectMembers(tx, task.projectId, userIds);
    const added = await insertAssignees(tx, task.id, userIds).catch((error: unknown) => {
      // The task was deleted between the caller's check and this insert.
      throw isForeignKeyViolation(error) ? notFound('The task') : error;
    });
    const [project] = await tx
      .select({ workspaceId: projects.workspaceId })
      .from(projects)
      .where(eq(projects.id, task.projectId));
    for (const assigneeUserId of added) {
      await emitEvent(
        { db: tx, jobs: ctx.jobs },
        {
          name: 'task.assigned',
          workspaceId: project!.workspaceId,
          projectId: task.projectId,
          actorUserId,
          aggregate: `task:${task.id}`,
          data: { taskId: task.id, title: task.title, assigneeUserId },
        },
      );
    }
    return findTask(tx, task.id);
  });
}
