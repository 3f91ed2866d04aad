import type { Project } from '@aerie/contract';
import { eq, sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { categories, projectMembers, projects, workspaces } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { projectContentCounts } from './project-content-counts.js';
import { toProject, type ProjectSource } from './project-view.js';

/**
 * Projects with their category, workspace and member count, in one query rather than looked up per
 * project (the count is a correlated subquery on the project_members unique index).
 */
export function selectProjectSources<Extra extends Record<string, SQL>>(
  db: Queryable,
  where: SQL | undefined,
  /** More columns for the same rows (list projects adds the workspace's totals). */
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      project: projects,
      category: { id: categories.id, name: categories.name },
      workspace: { id: workspaces.id, slug: workspaces.slug, name: workspaces.name },
      membersCount: sql<number>`(select count(*)::int from ${projectMembers} where ${projectMembers.projectId} = ${projects.id})`,
      ...extra,
    })
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.categoryId))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(where);
}

/** Replies for a list of projects: one more query (content counts) whatever the length of the list. */
export async function toProjects(db: Queryable, sources: ProjectSource[]): Promise<Project[]> {
  const contents = await projectContentCounts(
    db,
    sources.map((source) => source.project.id),
  );
  return sources.map((source) => toProject(source, source.membersCount, contents.get(source.project.id)!));
}

/** One project's reply, by id. */
export async function findProject(db: Queryable, projectId: number): Promise<Project> {
  const [project] = await toProjects(db, await selectProjectSources(db, eq(projects.id, projectId)));
  if (!project) throw notFound('The project');
  return project;
}

/** Total and active projects of a workspace, in one query (PostgreSQL's aggregate FILTER). */
export async function countProjects(db: Queryable, workspaceId: number): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${projects.status} = 'active'))::int`,
    })
    .from(projects)
    .where(eq(projects.workspaceId, workspaceId));
  return row ?? { total: 0, active: 0 };
}
