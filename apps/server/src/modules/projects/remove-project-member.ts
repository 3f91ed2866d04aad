import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projectMembers } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { revokeMemberSellerSessions } from '../stores/revoke-member-seller-sessions.js';
import { unassignFromProjects } from '../tasks/unassign-from-projects.js';
import type { ProjectMemberRow } from './project-access.js';

export const OWNER_CANNOT_BE_REMOVED = 'The owner cannot be removed. Transfer ownership first.';

/**
 * Removes a collaborator (the caller was checked to be the owner). The owner's own row stays: a project
 * always has its owner among its members, and handing it over is what transfer is for.
 *
 * The seller-admin sessions they opened on the project's stores end with it (issue 24), even though a
 * workspace member still sees the project: a session never outlives a change to the membership it was
 * opened under, and whoever may still open the admin opens it again.
 */
export async function removeProjectMember(db: Queryable, member: ProjectMemberRow): Promise<void> {
  if (member.isOwner) throw new AppError('bad_request', OWNER_CANNOT_BE_REMOVED);
  await db.transaction(async (tx) => {
    // `is_owner = false` again in the statement: a transfer to this member may have landed meanwhile.
    const removed = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.id, member.id), eq(projectMembers.isOwner, false)))
      .returning({ id: projectMembers.id });
    if (!removed.length) throw notFound('The project member');
    await unassignFromProjects(tx, member.userId, [member.projectId]);
    await revokeMemberSellerSessions(tx, member.userId, [member.projectId]);
  });
}
