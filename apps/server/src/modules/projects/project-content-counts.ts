import type { Project } from '@aerie/contract';
import { and, isNotNull, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { servers, stores, websites } from '../../db/schema/index.js';

export type ProjectContentCounts = Project['counts'];

const NOTHING_YET: ProjectContentCounts = { stores: 0, websites: 0, pilots: 0 };

const total = sql<number>`count(*)::int`;
/** One bound array rather than a parameter per project: one statement text for any number of projects. */
const inProjects = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('projectIds')}::int[])`;

const selectContentCounts = preparedQuery((db) =>
  unionAll(
    db
      .select({ kind: sql<keyof ProjectContentCounts>`'websites'`, projectId: websites.projectId, total })
      .from(websites)
      .where(inProjects(websites.projectId))
      .groupBy(websites.projectId),
    db
      .select({ kind: sql<keyof ProjectContentCounts>`'stores'`, projectId: stores.projectId, total })
      .from(stores)
      .where(inProjects(stores.projectId))
      .groupBy(stores.projectId),
    db
      .select({ kind: sql<keyof ProjectContentCounts>`'pilots'`, projectId: servers.projectId, total })
      .from(servers)
      .where(and(inProjects(servers.projectId), isNotNull(servers.pilotId)))
      .groupBy(servers.projectId),
  ),
);

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
  const rows = await selectContentCounts(db).execute({ projectIds: [...projectIds] });
  for (const row of rows) counts.get(row.projectId)![row.kind] = row.total;
  return counts;
}
