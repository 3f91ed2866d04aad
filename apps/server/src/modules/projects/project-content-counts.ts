import type { Project } from '@aerie/contract';
import { inArray, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { stores, websites } from '../../db/schema/index.js';

export type ProjectContentCounts = Project['counts'];

const NOTHING_YET: ProjectContentCounts = { stores: 0, websites: 0, pilots: 0 };

/**
 * What each project holds, by project id: one grouped count per table, whatever the number of projects.
 * `websites` and `stores` are counted; `servers` (hosting issue, counting only rows with a `pilot_id`,
 * 000 §4) arrive with a later issue, which adds its grouped count here, and every Project reply
 * picks it up.
 */
export async function projectContentCounts(
  db: Queryable,
  projectIds: readonly number[],
): Promise<Map<number, ProjectContentCounts>> {
  const counts = new Map(projectIds.map((id) => [id, { ...NOTHING_YET }]));
  if (!projectIds.length) return counts;
  const rows = await db
    .select({ projectId: websites.projectId, total: sql<number>`count(*)::int` })
    .from(websites)
    .where(inArray(websites.projectId, [...projectIds]))
    .groupBy(websites.projectId);
  for (const row of rows) counts.get(row.projectId)!.websites = row.total;
  const storeRows = await db
    .select({ projectId: stores.projectId, total: sql<number>`count(*)::int` })
    .from(stores)
    .where(inArray(stores.projectId, [...projectIds]))
    .groupBy(stores.projectId);
  for (const row of storeRows) counts.get(row.projectId)!.stores = row.total;
  return counts;
}
