import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { endMemberAccess } from '../workspaces/index.js';
import type { ProjectMemberRow } from './project-access.js';

export const OWNER_CANNOT_BE_REMOVED = 'The owner cannot be removed. Transfer ownership first.';

/**
 * Removes a collaborator (the caller was checked to be the owner). The owner's own row stays: a project
 * always has its owner among its members, and handing it over is what transfer is for.
 *
 * The seller-admin sessions they opened on the project's stores end with it (issue 24), even though a
 * workspace member still sees the project: a session never outlives a change to the membership it was
 * opened under, and whoever may still open the admin opens it again (endMemberAccess, in this
 * transaction). Their task assignments end through the `member.left` event (tasks' subscriber).
 */
export async function removeProjectMember(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  member: ProjectMemberRow,
  removedByUserId: number,
): Promise<void> {
  if (member.isOwner) throw new AppError('bad_request', OWNER_CANNOT_BE_REMOVED);
  await ctx.db.transaction(async (tx) => {
    // `is_owner = false` again in the statement: a transfer to this member may have landed meanwhile.
    const removed = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.id, member.id), eq(projectMembers.isOwner, false)))
      .returning({ id: projectMembers.id });
    if (!removed.length) throw notFound('The project member');
    await endMemberAccess(tx, member.userId, [member.projectId]);
    const [left] = await tx
      .select({ workspaceId: projects.workspaceId, first: users.first, last: users.last })
      .from(projects)
      .innerJoin(users, eq(users.id, member.userId))
      .where(eq(projects.id, member.projectId));
    await emitEvent(tx, {
      name: 'member.left',
      workspaceId: left!.workspaceId,
      projectId: member.projectId,
      actorUserId: removedByUserId,
      aggregate: `project:${member.projectId}`,
      data: { userId: member.userId, name: `${left!.first} ${left!.last}`, removedByUserId },
    });
  });
}
