import type { ProjectMember } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projectMembers, users, type ProjectRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { lockMembership } from '../workspaces/index.js';
import { toProjectMember } from './project-view.js';
import { isForeignKeyViolation } from '../../lib/database-errors.js';

export const NOT_A_WORKSPACE_MEMBER = 'Choose a member of this workspace';
export const ALREADY_A_COLLABORATOR = 'This person is already a collaborator on this project.';

/**
 * Adds a collaborator (any member may, docs/product.md § Roles and permissions). Only people in the project's workspace
 * can be added (docs/product.md § Collaborators: "Adding requires choosing a team member"); anyone else is invited to
 * the team first.
 */
export async function addProjectMember(
  ports: Pick<AppContext, 'db' | 'jobs'>,
  input: { project: ProjectRow; userId: number; addedById: number },
): Promise<ProjectMember> {
  const { project, userId, addedById } = input;
  return ports.db.transaction(async (tx) => {
    // Their membership is locked (FOR KEY SHARE) until the collaborator row is in: a removal from the team
    // either finished first (they are not found) or waits and then takes this row away with the others.
    // Checked without the lock, a removal could slip in between and leave them with project access.
    const membership = await lockMembership(tx, project.workspaceId, userId, 'key share');
    const [candidate] = membership
      ? await tx
          .select({ id: users.id, first: users.first, last: users.last, email: users.email, avatar: users.avatar })
          .from(users)
          .where(eq(users.id, userId))
      : [];
    if (!candidate) throw fieldError('user_id', NOT_A_WORKSPACE_MEMBER);

    const [member] = await tx
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
    await emitEvent(tx, {
      name: 'member.joined',
      workspaceId: project.workspaceId,
      projectId: project.id,
      actorUserId: addedById,
      aggregate: `project:${project.id}`,
      data: { userId, name: `${candidate.first} ${candidate.last}`.trim(), role: 'collaborator' },
    });
    return toProjectMember({ ...member, user: candidate });
  });
}
