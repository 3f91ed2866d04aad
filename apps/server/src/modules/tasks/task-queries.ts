import type { Task } from '@aerie/contract';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { driverRows, preparedOnce, preparedQuery } from '../../db/prepared-query.js';
import { projects, taskAssignees, taskComments, tasks, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { labelsOf } from './labels/label-queries.js';
import { toTask, toTaskAssignee, type TaskAssignee, type TaskRecord } from './task-view.js';

/**
 * A timestamp as the reply writes it (`Date#toISOString`, milliseconds cut as both cut them), formatted by
 * PostgreSQL: a board would otherwise parse and format two thousand dates per reply.
 */
const isoTimestamp = (column: AnyPgColumn, name: string) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

/** What a task reply needs of its row and its project's (task-view.ts `TaskRecord`), no more. */
const taskColumns = {
  id: tasks.id,
  projectId: tasks.projectId,
  title: tasks.title,
  description: tasks.description,
  priority: tasks.priority,
  status: tasks.status,
  position: tasks.position,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  number: tasks.number,
  createdAt: isoTimestamp(tasks.createdAt, 'created_at'),
  updatedAt: isoTimestamp(tasks.updatedAt, 'updated_at'),
  keyPrefix: projects.taskKeyPrefix,
};

/** The task statement up to its where-clause: rows to read with `driverRows<TaskRecord>`. */
export const selectTaskRecords = (db: Queryable) =>
  db.select(taskColumns).from(tasks).innerJoin(projects, eq(projects.id, tasks.projectId));

/**
 * The task ids go as one array parameter, so each statement below has one text (built once) for any number
 * of tasks: a board of 1,000 tasks would otherwise bind (and plan) 1,000 parameters.
 */
const selectAssignees = preparedQuery((db) =>
  db
    .select({
      taskId: taskAssignees.taskId,
      id: users.id,
      first: users.first,
      last: users.last,
      email: users.email,
      avatar: users.avatar,
    })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(sql`${taskAssignees.taskId} = any(${sql.placeholder('taskIds')}::int[])`)
    .orderBy(asc(taskAssignees.createdAt), asc(taskAssignees.userId)),
);

/** The assignees of many tasks in one query, each task's in the order they were assigned. */
async function assigneesOf(db: Queryable, taskIds: number[]): Promise<Map<number, TaskAssignee[]>> {
  const byTask = new Map<number, TaskAssignee[]>();
  if (!taskIds.length) return byTask;
  type AssigneeRecord = TaskAssignee & { task_id: number };
  for (const record of await driverRows<AssigneeRecord>(selectAssignees(db), { taskIds })) {
    const list = byTask.get(record.task_id);
    if (list) list.push(toTaskAssignee(record));
    else byTask.set(record.task_id, [toTaskAssignee(record)]);
  }
  return byTask;
}

const selectCommentCounts = preparedQuery((db) =>
  db
    .select({ taskId: taskComments.taskId, count: sql<number>`count(*)::int` })
    .from(taskComments)
    .where(and(sql`${taskComments.taskId} = any(${sql.placeholder('taskIds')}::int[])`, isNull(taskComments.deletedAt)))
    .groupBy(taskComments.taskId),
);

/**
 * How many (not deleted) comments each task has, in one grouped query: the board shows counts and never
 * reads a comment's body (issue 27: a board of a thousand tasks opens without loading their threads).
 */
async function commentCountsOf(db: Queryable, taskIds: number[]): Promise<Map<number, number>> {
  if (!taskIds.length) return new Map();
  const records = await driverRows<{ task_id: number; count: number }>(selectCommentCounts(db), { taskIds });
  return new Map(records.map((record) => [record.task_id, record.count]));
}

/** Task replies for task records, in their order: three more queries however many tasks there are. */
export async function taskReplies(db: Queryable, records: TaskRecord[]): Promise<Task[]> {
  const taskIds = records.map((record) => record.id);
  const assignees = await assigneesOf(db, taskIds);
  const commentCounts = await commentCountsOf(db, taskIds);
  const labels = await labelsOf(db, taskIds);
  return records.map((record) =>
    toTask(record, assignees.get(record.id) ?? [], {
      commentCount: commentCounts.get(record.id) ?? 0,
      labels: labels.get(record.id) ?? [],
    }),
  );
}

/**
 * Task replies for the rows `where` picks, in `orderBy` (by default position, then id: one column's order),
 * at most `limit`: four queries however many tasks there are.
 */
export async function selectTasks(
  db: Queryable,
  where: SQL,
  { orderBy = [asc(tasks.position), asc(tasks.id)], limit }: { orderBy?: SQL[]; limit: number },
): Promise<Task[]> {
  const statement = preparedOnce(
    selectTaskRecords(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  );
  return taskReplies(db, await driverRows<TaskRecord>(statement));
}

/** One task's reply, by id. */
export async function findTask(db: Queryable, taskId: number): Promise<Task> {
  const [task] = await selectTasks(db, eq(tasks.id, taskId), { limit: 1 });
  if (!task) throw notFound('The task');
  return task;
}
