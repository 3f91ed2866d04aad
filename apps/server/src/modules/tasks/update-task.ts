import type { Task, UpdateTask } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { tasks, type ProjectRow, type TaskRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { changeWithEvent } from '../events/index.js';
import { lockBoard, placeCard } from './task-board.js';
import { emitTaskDatesChanged, taskMovedEvent } from './task-events.js';
import { findTask } from './task-queries.js';

/**
 * Edits a task and, when its status changes or a position is given, moves the card; new dates are a
 * `task.dates_changed` for the card's history
 * (docs/product.md § Moving and assigning tasks: a drag sends one update with the new status and place). A card that
 * stays in its column without a position keeps its place; one that moves lands at `position` (the top when left out),
 * clamped to the column's end. The body repeats the project (docs/product.md § Task calls), which must be the task's: a
 * task never moves between projects.
 */
export async function updateTask(
  ports: Pick<AppContext, 'db'>,
  input: { project: ProjectRow; task: TaskRow; fields: UpdateTask; actorUserId: number },
): Promise<Task> {
  const { project, task, fields, actorUserId } = input;
  if (fields.project_id !== task.projectId) throw fieldError('project_id', 'Project does not match the task');
  return ports.db.transaction(async (tx) => {
    await lockBoard(tx, task.projectId);
    // Read again under the lock: another move may have changed its column since the caller looked.
    const [current] = await tx
      .select({ status: tasks.status, start: tasks.startDate, end: tasks.endDate })
      .from(tasks)
      .where(and(eq(tasks.id, task.id), eq(tasks.projectId, task.projectId)));
    if (!current) throw notFound('The task');
    const moved = taskMovedEvent({
      project,
      task: { id: task.id, title: fields.title },
      actorUserId,
      from: current.status,
      to: fields.status,
    });
    await changeWithEvent(
      tx,
      tx
        .update(tasks)
        .set({
          title: fields.title,
          description: fields.description,
          priority: fields.priority,
          status: fields.status,
          startDate: fields.start_date,
          endDate: fields.end_date,
          updatedAt: new Date(),
        })
        .where(eq(tasks.id, task.id))
        .returning({ id: tasks.id }),
      moved,
    );
    await emitTaskDatesChanged(
      { db: tx },
      {
        project,
        task: { id: task.id, title: fields.title },
        actorUserId,
        from: { start: current.start, end: current.end },
        to: { start: fields.start_date, end: fields.end_date },
      },
    );
    if (fields.status !== current.status || fields.position !== undefined) {
      await placeCard(tx, task.projectId, {
        taskId: task.id,
        from: current.status,
        to: fields.status,
        index: fields.position ?? 0,
      });
    }
    return findTask(tx, task.id);
  });
}
