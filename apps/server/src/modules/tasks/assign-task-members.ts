import type { Task } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { ProjectRow, TaskRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isForeignKeyViolation } from '../../lib/database-errors.js';
import { insertAssignees, requireProjectMembers } from './task-assignees.js';
import { emitTaskAssigned } from './task-events.js';
import { findTask } from './task-queries.js';

/**
 * Adds project members to a task's assignees; those already assigned stay (the set only grows). The
 * newly assigned and their `task.assigned` events commit together.
 */
export async function assignTaskMembers(
  ports: Pick<AppContext, 'db' | 'jobs'>,
  input: { project: ProjectRow; task: TaskRow; userIds: number[]; actorUserId: number },
): Promise<Task> {
  const { project, task, userIds, actorUserId } = input;
  await requireProjectMembers(ports.db, task.projectId, userIds);
  await ports.db
    .transaction(async (tx) => {
      const assigned = await insertAssignees(tx, task.id, userIds);
      await emitTaskAssigned({ db: tx, jobs: ports.jobs }, { project, task, actorUserId, userIds: assigned });
    })
    .catch((error: unknown) => {
      // The task was deleted between the caller's check and this insert.
      throw isForeignKeyViolation(error) ? notFound('The task') : error;
    });
  return findTask(ports.db, task.id);
}
