import type { ProjectMember } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projectMembers, users, workspaceMembers, type ProjectRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { toProjectMember } from './project-view.js';
import { isForeignKeyViolation } from './database-errors.js';

export const NOT_A_WORKSPACE_MEMBER = 'Choose a member of this workspace';
export const ALREADY_A_COLLABORATOR = 'This person is already a collaborator on this project.';

/**
 * Adds a collaborator (any member may, 000 §6). Only people in the project's workspace can be added
 * (000 §2: "Adding requires choosing a team member"); anyone else is invited to the team first.
 */
export async function addProjectMember(db: Queryable, project: ProjectRow, userId: number): Promise<ProjectMember> {
  const [candidate] = await db
    .select({ id: users.id, first: users.first, last: users.last, email: users.email, avatar: users.avatar })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, project.workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  if (!candidate) throw fieldError('user_id', NOT_A_WORKSPACE_MEMBER);

  const [member] = await db
    .insert(projectMembers)
    .values({ projectId: project.id, userId, isOwner: false })
    // Two adds of one person at once: the unique key decides, and the second hears 409 like any repeat.
    .onConflictDoNothing({ target: [projectMembers.projectId, projectMembers.userId] })
    .returning()
    .catch((error: unknown) => {
      // The project was deleted between the visibility check and this insert.
      throw isForeignKeyViolation(error) ? notFound('The project') : error;
    });
  if (!member) throw fieldError('user_id', ALREADY_A_COLLABORATOR, 'conflict');
  return toProjectMember({ ...member, user: candidate });
}
