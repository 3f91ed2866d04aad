import type { Project } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projectMembers, projects, users, type ProjectRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { endMemberAccess, lockMembership } from '../workspaces/index.js';
import { notProjectOwner, type ProjectMemberRow } from './project-access.js';
import { findProject } from './project-queries.js';

export interface TransferOwnershipInput {
  project: ProjectRow;
  /** The current owner, who asked (checked by the caller). */
  fromUserId: number;
  member: ProjectMemberRow;
  /** The user the browser believes `member` to be (docs/product.md § Workspace and project calls sends both); they must agree. */
  toUserId: number;
}

/**
 * Makes another member the owner (docs/product.md § Ownership transfer): `owner_id` moves and the `is_owner` flags flip
 * together, so the new owner gets the admin controls and the sender keeps only a collaborator's.
 */
export async function transferOwnership(
  ports: Pick<AppContext, 'db' | 'jobs'>,
  input: TransferOwnershipInput,
): Promise<Project> {
  const { db } = ports;
  const { project, fromUserId, member, toUserId } = input;
  if (member.userId !== toUserId) throw fieldError('user_id', 'User does not match the chosen member');
  if (member.userId === project.ownerId) throw fieldError('member_id', 'This member already owns the project');
  await db.transaction(async (tx) => {
    // Projects are owned from inside their workspace (removing a team member hands theirs to the workspace
    // owner for the same reason), so a collaborator from outside cannot become the owner. The new owner's
    // membership is locked (FOR KEY SHARE) before the project changes hands: a removal of them from the
    // team either finished before (they are not found here) or waits until this commits, and then hands
    // the project on to the workspace owner (see workspaces/lock-membership.ts for the lock order).
    const inWorkspace = await lockMembership(tx, project.workspaceId, member.userId, 'key share');
    if (!inWorkspace) throw fieldError('member_id', 'Choose a member of this workspace');
    // Conditional on the owner still being the caller: of two transfers at once, only the first counts.
    const moved = await tx
      .update(projects)
      .set({ ownerId: member.userId, updatedAt: new Date() })
      .where(and(eq(projects.id, project.id), eq(projects.ownerId, fromUserId)))
      .returning({ id: projects.id });
    if (!moved.length) throw notProjectOwner('transfer');
    // The flags of every member row flip in one statement; a row deleted by a removal from the project that
    // is still in progress is waited for and then skipped, so the check below sees it gone.
    const flags = await tx
      .update(projectMembers)
      .set({ isOwner: sql`${projectMembers.userId} = ${member.userId}` })
      .where(eq(projectMembers.projectId, project.id))
      .returning({ isOwner: projectMembers.isOwner });
    // The chosen member was removed from the project meanwhile: nobody would hold the owner's row, so undo.
    if (!flags.some((flag) => flag.isOwner)) throw notFound('The project member');
    // The former owner's seller-admin sessions on the project's stores were opened as its owner; that
    // standing ends here, so they do too (issue 24). The new owner gains standing and keeps theirs.
    await endMemberAccess(tx, fromUserId, [project.id]);
    const [newOwner] = await tx
      .select({ first: users.first, last: users.last })
      .from(users)
      .where(eq(users.id, member.userId));
    await emitEvent(tx, {
      name: 'member.role_changed',
      workspaceId: project.workspaceId,
      projectId: project.id,
      actorUserId: fromUserId,
      aggregate: `project:${project.id}`,
      data: {
        userId: member.userId,
        name: `${newOwner!.first} ${newOwner!.last}`.trim(),
        from: 'collaborator',
        to: 'owner',
      },
    });
  });
  return findProject(db, project.id);
}
