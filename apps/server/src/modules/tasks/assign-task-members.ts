import type { Task } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import type { TaskRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isForeignKeyViolation } from '../../lib/database-errors.js';
import { insertAssignees, requireProjectMembers } from './task-assignees.js';
import { findTask } from './task-queries.js';

/** Adds project members to a task's assignees; those already assigned stay (the set only grows). */
export async function assignTaskMembers(db: Queryable, task: TaskRow, userIds: number[]): Promise<Task> {
  await requireProjectMembers(db, task.projectId, userIds);
  await insertAssignees(db, task.id, userIds).catch((error: unknown) => {
    // The task was deleted between the caller's check and this insert.
    throw isForeignKeyViolation(error) ? notFound('The task') : error;
  });
  return findTask(db, task.id);
}
