import type { Task } from '@aerie/contract';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, taskAssignees, taskComments, tasks, users } from '../../db/schema/index.js';
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

/**
 * How many (not deleted) comments each task has, in one grouped query: the board shows counts and never
 * reads a comment's body (issue 27: a board of a thousand tasks opens without loading their threads).
 */
async function commentCountsOf(db: Queryable, taskIds: number[]): Promise<Map<number, number>> {
  if (!taskIds.length) return new Map();
  const rows = await db
    .select({ taskId: taskComments.taskId, comments: count() })
    .from(taskComments)
    .where(and(sql`${taskComments.taskId} = any(${sql.param(taskIds)}::int[])`, isNull(taskComments.deletedAt)))
    .groupBy(taskComments.taskId);
  return new Map(rows.map((row) => [row.taskId, row.comments]));
}

/**
 * Task replies for the rows `where` picks, in `orderBy` (by default position, then id: one column's order),
 * at most `limit`: four queries however many tasks there are.
 */
export async function selectTasks(
  db: Queryable,
  where: SQL,
  { orderBy = [asc(tasks.position), asc(tasks.id)], limit }: { orderBy?: SQL[]; limit?: number } = {},
): Promise<Task[]> {
  const query = db
    .select({ task: tasks, keyPrefix: projects.taskKeyPrefix })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(where)
    .orderBy(...orderBy);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const taskIds = rows.map((row) => row.task.id);
  const assignees = await assigneesOf(db, taskIds);
  const commentCounts = await commentCountsOf(db, taskIds);
  const labels = await labelsOf(db, taskIds);
  return rows.map((row) =>
    toTask(row.task, assignees.get(row.task.id) ?? [], {
      commentCount: commentCounts.get(row.task.id) ?? 0,
      keyPrefix: row.keyPrefix,
      labels: labels.get(row.task.id) ?? [],
    }),
  );
}

/** One task's reply, by id. */
export async function findTask(db: Queryable, taskId: number): Promise<Task> {
  const [task] = await selectTasks(db, eq(tasks.id, taskId));
  if (!task) throw notFound('The task');
  return task;
}
