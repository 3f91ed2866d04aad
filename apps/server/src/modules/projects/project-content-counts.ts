import type { Project } from '@aerie/contract';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { servers, stores, websites } from '../../db/schema/index.js';

export type ProjectContentCounts = Project['counts'];

const NOTHING_YET: ProjectContentCounts = { stores: 0, websites: 0, pilots: 0 };

/**
 * What each project holds, by project id: one grouped count per table, whatever the number of projects.
 * `pilots` counts only servers with a `pilot_id` (000 §4): the user's own server connections are not
 * hosting Aerie sells.
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
  const pilotRows = await db
    .select({ projectId: servers.projectId, total: sql<number>`count(*)::int` })
    .from(servers)
    .where(and(inArray(servers.projectId, [...projectIds]), isNotNull(servers.pilotId)))
    .groupBy(servers.projectId);
  for (const row of pilotRows) counts.get(row.projectId)!.pilots = row.total;
  return counts;
}
