import type { CreateTask, Task } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { tasks, type ProjectRow } from '../../db/schema/index.js';
import { insertAssignees, requireProjectMembers } from './task-assignees.js';
import { lockBoard, placeCard } from './task-board.js';
import { findTask } from './task-queries.js';

export interface CreateTaskInput {
  project: ProjectRow;
  fields: CreateTask;
  createdById: number;
}

/**
 * Creates a task at the top of its column (the cards below shift down) with its assignees, all in one
 * transaction: a refused assignee leaves no task behind.
 */
export async function createTask(db: Queryable, { project, fields, createdById }: CreateTaskInput): Promise<Task> {
  return db.transaction(async (tx) => {
    await lockBoard(tx, project.id);
    await requireProjectMembers(tx, project.id, fields.assignees);
    const [task] = await tx
      .insert(tasks)
      .values({
        projectId: project.id,
        title: fields.title,
        description: fields.description,
        priority: fields.priority,
        status: fields.status,
        position: 0,
        startDate: fields.start_date,
        endDate: fields.end_date,
        createdById,
      })
      .returning({ id: tasks.id });
    await placeCard(tx, project.id, { taskId: task!.id, from: fields.status, to: fields.status, index: 0 });
    await insertAssignees(tx, task!.id, fields.assignees);
    return findTask(tx, task!.id);
  });
}
