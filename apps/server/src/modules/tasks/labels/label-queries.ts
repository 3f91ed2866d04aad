import type { Label } from '@aerie/contract';
import { asc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { driverRows, preparedQuery } from '../../../db/prepared-query.js';
import { labels, taskLabels, type LabelRow } from '../../../db/schema/index.js';

export const toLabel = (row: Pick<LabelRow, 'id' | 'name' | 'color'>): Label => ({
  id: row.id,
  name: row.name,
  color: row.color,
});

const byName = [asc(sql`lower(${labels.name})`), asc(labels.id)];

/** A project's labels, by name ignoring case. */
export async function listLabels(db: Queryable, projectId: number): Promise<Label[]> {
  const rows = await db
    .select({ id: labels.id, name: labels.name, color: labels.color })
    .from(labels)
    .where(eq(labels.projectId, projectId))
    .orderBy(...byName);
  return rows.map(toLabel);
}

const selectTaskLabels = preparedQuery((db) =>
  db
    .select({ taskId: taskLabels.taskId, id: labels.id, name: labels.name, color: labels.color })
    .from(taskLabels)
    .innerJoin(labels, eq(labels.id, taskLabels.labelId))
    .where(sql`${taskLabels.taskId} = any(${sql.placeholder('taskIds')}::int[])`)
    .orderBy(...byName),
);

/**
 * The labels of many tasks in one query, each task's by name: the board of a thousand cards reads its labels
 * with this one statement (the ids go as one array parameter, as the assignees' do).
 */
export async function labelsOf(db: Queryable, taskIds: number[]): Promise<Map<number, Label[]>> {
  const byTask = new Map<number, Label[]>();
  if (!taskIds.length) return byTask;
  for (const record of await driverRows<Label & { task_id: number }>(selectTaskLabels(db), { taskIds })) {
    const list = byTask.get(record.task_id);
    if (list) list.push(toLabel(record));
    else byTask.set(record.task_id, [toLabel(record)]);
  }
  return byTask;
}
