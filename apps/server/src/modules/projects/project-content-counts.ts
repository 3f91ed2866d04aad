import type { Project } from '@aerie/contract';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { servers, stores, websites } from '../../db/schema/index.js';

export type ProjectContentCounts = Project['counts'];

const NOTHING_YET: ProjectContentCounts = { stores: 0, websites: 0, pilots: 0 };

/**
 * What each project holds, by project id: one statement (a grouped count per table), whatever the number of
 * projects, since it rides on every project reply. `pilots` counts only servers with a `pilot_id`
 * (docs/product.md § Project detail): the user's own server connections are not hosting Aerie sells.
 */
export async function projectContentCounts(
  db: Queryable,
  projectIds: readonly number[],
): Promise<Map<number, ProjectContentCounts>> {
  const counts = new Map(projectIds.map((id) => [id, { ...NOTHING_YET }]));
  if (!projectIds.length) return counts;
  const ids = [...projectIds];
  const total = sql<number>`count(*)::int`;
  const rows = await unionAll(
    db
      .select({ kind: sql<keyof ProjectContentCounts>`'websites'`, projectId: websites.projectId, total })
      .from(websites)
      .where(inArray(websites.projectId, ids))
      .groupBy(websites.projectId),
    db
      .select({ kind: sql<keyof ProjectContentCounts>`'stores'`, projectId: stores.projectId, total })
      .from(stores)
      .where(inArray(stores.projectId, ids))
      .groupBy(stores.projectId),
    db
      .select({ kind: sql<keyof ProjectContentCounts>`'pilots'`, projectId: servers.projectId, total })
      .from(servers)
      .where(and(inArray(servers.projectId, ids), isNotNull(servers.pilotId)))
      .groupBy(servers.projectId),
  );
  for (const row of rows) counts.get(row.projectId)![row.kind] = row.total;
  return counts;
}
