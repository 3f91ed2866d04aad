import type { CreateTask, Task } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { tasks, type ProjectRow } from '../../db/schema/index.js';
import { insertAssignees, requireProjectMembers } from './task-assignees.js';
import { lockBoard, placeCard } from './task-board.js';
import { takeTaskNumber } from './task-number.js';
import { emitTaskAssigned, emitTaskCreated } from './task-events.js';
import { findTask } from './task-queries.js';

export interface CreateTaskInput {
  project: ProjectRow;
  fields: CreateTask;
  /** Null for a task no person made (a site form's submission, docs/product.md § Site forms). */
  createdById: number | null;
}

/**
 * Creates a task at the top of its column (the cards below shift down) with its assignees and its number, all
 * in one transaction: a refused assignee leaves no task behind (and takes no number).
 */
export async function createTask(
  ports: Pick<AppContext, 'db' | 'jobs'>,
  { project, fields, createdById }: CreateTaskInput,
): Promise<Task> {
  return ports.db.transaction(async (tx) => {
    await lockBoard(tx, project.id);
    await requireProjectMembers(tx, project.id, fields.assignees);
    const number = await takeTaskNumber(tx, project.id);
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
        number,
      })
      .returning({ id: tasks.id });
    await placeCard(tx, project.id, { taskId: task!.id, from: fields.status, to: fields.status, index: 0 });
    const assigned = await insertAssignees(tx, task!.id, fields.assignees);
    const events = { db: tx, jobs: ports.jobs };
    const created = { project, task: { id: task!.id, title: fields.title }, actorUserId: createdById };
    await emitTaskCreated(events, created);
    await emitTaskAssigned(events, { ...created, userIds: assigned });
    return findTask(tx, task!.id);
  });
}
