import { TASK_STATUSES, type Task } from '@aerie/contract';
import { asc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { driverRows, preparedQuery } from '../../db/prepared-query.js';
import { tasks } from '../../db/schema/index.js';
import { selectTaskRecords, taskReplies } from './task-queries.js';
import type { TaskRecord } from './task-view.js';

/**
 * The most tasks the spec's board call returns (docs/api.md, docs/spec-deviations.md): a project beyond it
 * gets its first 1,000 cards in board order, and the web board reads columns a page at a time instead
 * (list-board-column, issue 33).
 */
export const LIST_TASKS_LIMIT = 1000;

// The statuses are the contract's constants, written into the statement so its text never varies.
const columnRank = sql`array_position(array[${sql.raw(TASK_STATUSES.map((status) => `'${status}'`).join(', '))}]::text[], ${tasks.status}::text)`;

const selectBoard = preparedQuery((db) =>
  selectTaskRecords(db)
    .where(eq(tasks.projectId, sql.placeholder('projectId')))
    .orderBy(columnRank, asc(tasks.position), asc(tasks.id))
    .limit(LIST_TASKS_LIMIT),
);

/** A project's board: the columns in their order (docs/product.md § Board: todo, in_progress, review, done), each top to bottom. */
export async function listTasks(db: Queryable, projectId: number): Promise<Task[]> {
  return taskReplies(db, await driverRows<TaskRecord>(selectBoard(db), { projectId }));
}
