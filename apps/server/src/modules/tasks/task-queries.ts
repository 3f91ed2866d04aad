import type { Task } from '@aerie/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskAssignees, tasks, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { labelsOf } from './labels/label-queries.js';
import { toTask, toTaskAssignee, type TaskAssignee } from './task-view.js';

/**
 * The assignees of many tasks in one query, each task's in the order they were assigned. The ids go as one
 * array parameter: a board of 1,000 tasks would otherwise bind (and plan) 1,000 parameters.
 */
async function assigneesOf(db: Queryable, taskIds: number[]): Promise<Map<number, TaskAssignee[]>> {
  const byTask = new Map<number, TaskAssignee[]>();
  if (!taskIds.length) return byTask;
  const rows = await db
    .select({
      taskId: taskAssignees.taskId,
      user: { id: users.id, first: users.first, last: users.last, email: users.email, avatar: users.avatar },
    })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(sql`${taskAssignees.taskId} = any(${sql.param(taskIds)}::int[])`)
    .orderBy(asc(taskAssignees.createdAt), asc(taskAssignees.userId));
  for (const row of rows) {
    const list = byTask.get(row.taskId) ?? [];
    list.push(toTaskAssignee(row.user));
    byTask.set(row.taskId, list);
  }
  return byTask;
}

/** Task replies for the rows `where` picks, by position: three queries however many tasks there are. */
export async function selectTasks(db: Queryable, where: SQL): Promise<Task[]> {
  const rows = await db.select().from(tasks).where(where).orderBy(asc(tasks.position), asc(tasks.id));
  const ids = rows.map((row) => row.id);
  const assignees = await assigneesOf(db, ids);
  const labels = await labelsOf(db, ids);
  return rows.map((row) => toTask(row, assignees.get(row.id) ?? [], labels.get(row.id) ?? []));
}

/** One task's reply, by id. */
export async function findTask(db: Queryable, taskId: number): Promise<Task> {
  const [task] = await selectTasks(db, eq(tasks.id, taskId));
  if (!task) throw notFound('The task');
  return task;
}
