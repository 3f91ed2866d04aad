import type { DashboardSummary } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, stores, users, websites, workspaceMembers } from '../../db/schema/index.js';
import { countProjects } from '../projects/index.js';

type Count = DashboardSummary['team_members'];

/** Everyone in the workspace, and those whose account is active (`users.is_active = 1`). */
async function countTeamMembers(db: Queryable, workspaceId: number): Promise<Count> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.isActive} = 1))::int`,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row ?? { total: 0, active: 0 };
}

/** The workspace's websites in one count; ACTIVE ones are those that are published (docs/product.md § Dashboard overview, Active badge). */
async function countWebsites(db: Queryable, workspaceId: number): Promise<Count> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${websites.publishedAt} is not null))::int`,
    })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(eq(projects.workspaceId, workspaceId));
  return row ?? { total: 0, active: 0 };
}

/** The workspace's online stores; ACTIVE ones have status 1 (docs/product.md § Dashboard overview: 1 is active). */
async function countStores(db: Queryable, workspaceId: number): Promise<Count> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${stores.status} = 1))::int`,
    })
    .from(stores)
    .innerJoin(projects, eq(projects.id, stores.projectId))
    .where(eq(projects.workspaceId, workspaceId));
  return row ?? { total: 0, active: 0 };
}

/** Stores and websites of the workspace. */
async function countWorkspaceContent(
  db: Queryable,
  workspaceId: number,
): Promise<Pick<DashboardSummary, 'stores' | 'websites'>> {
  return { stores: await countStores(db, workspaceId), websites: await countWebsites(db, workspaceId) };
}

/**
 * The overview's four cards (docs/product.md § Dashboard overview), each a total and an ACTIVE count, computed here
 * rather than in the browser.
 */
export async function getDashboardSummary(db: Queryable, workspaceId: number): Promise<DashboardSummary> {
  const projects = await countProjects(db, workspaceId);
  const teamMembers = await countTeamMembers(db, workspaceId);
  const content = await countWorkspaceContent(db, workspaceId);
  return { projects, team_members: teamMembers, ...content };
}
