import { asc, eq, inArray, or } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projectMembers, users, workspaceMembers, type ProjectRow } from '../../db/schema/index.js';

/** A person who sees a project, as the lists that choose among them show them. */
export interface ProjectPerson {
  id: number;
  first: string;
  last: string;
  email: string;
  avatar: string | null;
}

/**
 * Everyone who sees a project (the rule of project-access.ts): its owner, its workspace's members and its
 * collaborators, by name order. The people a comment may mention and a site's forms may tell.
 */
export async function listProjectPeople(
  db: Queryable,
  project: Pick<ProjectRow, 'id' | 'ownerId' | 'workspaceId'>,
): Promise<ProjectPerson[]> {
  return db
    .select({ id: users.id, first: users.first, last: users.last, email: users.email, avatar: users.avatar })
    .from(users)
    .where(
      or(
        eq(users.id, project.ownerId),
        inArray(
          users.id,
          db
            .select({ id: workspaceMembers.userId })
            .from(workspaceMembers)
            .where(eq(workspaceMembers.workspaceId, project.workspaceId)),
        ),
        inArray(
          users.id,
          db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project.id)),
        ),
      ),
    )
    .orderBy(asc(users.first), asc(users.last), asc(users.id));
}
