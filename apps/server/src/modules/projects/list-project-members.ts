import type { ProjectMember } from '@aerie/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { projectMembers, users } from '../../db/schema/index.js';
import { toProjectMember } from './project-view.js';

const selectProjectMembers = preparedQuery((db) =>
  db
    .select({
      id: projectMembers.id,
      isOwner: projectMembers.isOwner,
      createdAt: projectMembers.createdAt,
      user: { id: users.id, first: users.first, last: users.last, email: users.email, avatar: users.avatar },
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, sql.placeholder('projectId')))
    .orderBy(desc(projectMembers.isOwner), asc(projectMembers.createdAt), asc(projectMembers.id)),
);

/** A project's members: the owner first, then in the order they joined. */
export async function listProjectMembers(db: Queryable, projectId: number): Promise<ProjectMember[]> {
  const rows = await selectProjectMembers(db).execute({ projectId });
  return rows.map(toProjectMember);
}
