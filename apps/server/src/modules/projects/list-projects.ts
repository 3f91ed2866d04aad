import type { ListProjectsResponse } from '@aerie/contract';
import { desc, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { projects } from '../../db/schema/index.js';
import { countProjects, selectProjectSources, toProjects } from './project-queries.js';

export interface PageRequest {
  page: number;
  perPage: number;
}

const inWorkspace = sql`${projects.workspaceId} = ${sql.placeholder('workspaceId')}`;
const selectPage = preparedQuery((db) =>
  selectProjectSources(db, inWorkspace, {
    total: sql<number>`(select count(*)::int from ${projects} where ${inWorkspace})`,
    active: sql<number>`(select count(*)::int from ${projects} where ${inWorkspace} and ${projects.status} = 'active')`,
  })
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/**
 * One page of a workspace's projects, newest first, and the summary of the whole workspace (not just the
 * page). A page past the last one is empty rather than an error, like any paginated list.
 *
 * The summary rides on the page's rows as two uncorrelated subqueries (PostgreSQL runs each once per
 * statement); only an empty page needs its own count.
 */
export async function listProjects(
  db: Queryable,
  workspaceId: number,
  { page, perPage }: PageRequest,
): Promise<Omit<ListProjectsResponse, 'success'>> {
  const sources = await selectPage(db).execute({ workspaceId, limit: perPage, offset: (page - 1) * perPage });
  const summary = sources[0]
    ? { total: sources[0].total, active: sources[0].active }
    : await countProjects(db, workspaceId);
  return {
    projects: {
      data: await toProjects(db, sources),
      current_page: page,
      per_page: perPage,
      total: summary.total,
      last_page: Math.max(1, Math.ceil(summary.total / perPage)),
    },
    summary,
  };
}
