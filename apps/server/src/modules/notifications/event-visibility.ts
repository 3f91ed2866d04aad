import { EVENT_CATALOGUE, type DomainEvent } from '@aerie/contract';
import { and, eq, or, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projectMembers, projects, workspaceMembers, workspaces } from '../../db/schema/index.js';

/**
 * Whether a person may see an event (the rule every event-based feature shares): a project's event is for
 * who may see the project — its workspace's members and its collaborators (modules/projects/project-access.ts);
 * a workspace's event for its members; a billing event for the workspace owner alone.
 */
export async function maySeeEvent(db: Queryable, userId: number, event: DomainEvent): Promise<boolean> {
  if (EVENT_CATALOGUE[event.name].lane === 'billing') {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(workspaces)
      .where(and(eq(workspaces.id, event.workspaceId), eq(workspaces.ownerId, userId)));
    return row !== undefined;
  }
  if (event.projectId !== null) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(projects)
      .leftJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, projects.workspaceId), eq(workspaceMembers.userId, userId)),
      )
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
      .where(
        and(
          eq(projects.id, event.projectId),
          or(
            eq(projects.ownerId, userId),
            sql`${workspaceMembers.id} is not null`,
            sql`${projectMembers.id} is not null`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
  const [member] = await db
    .select({ one: sql<number>`1` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, event.workspaceId), eq(workspaceMembers.userId, userId)));
  return member !== undefined;
}
