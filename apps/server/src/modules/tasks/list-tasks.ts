import { TASK_STATUSES, type Task } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { selectTasks } from './task-queries.js';

const COLUMN_ORDER = new Map(TASK_STATUSES.map((status, index) => [status, index]));

/** A project's board: the columns in their order (docs/product.md § Board: todo, in_progress, review, done), each top to bottom. */
export async function listTasks(db: Queryable, projectId: number): Promise<Task[]> {
  const byPosition = await selectTasks(db, eq(tasks.projectId, projectId));
  // `sort` is stable, so each column keeps the position order the query gave it.
  return byPosition.sort((a, b) => COLUMN_ORDER.get(a.status)! - COLUMN_ORDER.get(b.status)!);
}
