import { and, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import {
  projectMembers,
  projects,
  users,
  workspaceMembers,
  workspaces,
  type WorkspaceRow,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { revokeSentInvitations } from '../invitations/index.js';
import { assertTeamManager, assertWorkspaceMember, endMemberAccess, lockMembership } from '../workspaces/index.js';

type MemberRow = typeof workspaceMembers.$inferSelect;

/**
 * A team member the caller may remove: in a workspace the caller manages (owner or maintainer), and not
 * its owner. A member of a workspace the caller is not in answers the same 404 as an unknown id.
 */
export async function assertCanRemoveTeamMember(
  db: Queryable,
  userId: number,
  memberId: number,
): Promise<{ member: MemberRow; workspace: WorkspaceRow }> {
  const [member] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.id, memberId)).limit(1);
  if (!member) throw notFound('The team member');
  const access = await assertWorkspaceMember(db, userId, { id: member.workspaceId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') throw notFound('The team member');
    throw error;
  });
  assertTeamManager(access);
  if (member.role === 'owner') throw new AppError('bad_request', 'The workspace owner cannot be removed.');
  return { member, workspace: access.workspace };
}

/**
 * Takes someone out of a workspace and every project in it, in one transaction. Projects they owned there
 * pass to the workspace owner, so no project is left owned by someone outside its workspace, the
 * invitations they sent there are revoked (they no longer speak for the team), and so are the seller-admin
 * sessions they opened on the workspace's stores (issue 24) — all in this transaction, since each is
 * access that must end with the membership (endMemberAccess for the other domains' sessions). Their task
 * assignments end through the `member.left` event emitted here (tasks' subscriber).
 */
export async function removeTeamMember(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  member: MemberRow,
  workspace: WorkspaceRow,
  removedByUserId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The `member.left` event written at the end points at the workspace row, and its foreign-key check
    // takes FOR KEY SHARE there: taken now, first, as the lock order in workspaces/lock-membership.ts asks
    // (the workspace before a membership). Taken last, it waited for an invitation being sent, which holds
    // the workspace FOR UPDATE and waits for this membership: a deadlock (invitation-revocation.test.ts).
    await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspace.id)).for('key share');
    // Then, before reading anything: their membership row FOR UPDATE (the lock a delete takes anyway). A
    // transfer to them, an add of them to a project or an invitation they are sending holds this row
    // (FOR KEY SHARE / FOR SHARE) until it commits, so this waits for it and then sees what it wrote —
    // the project they were just handed, the collaborator row just added. One that starts later waits
    // for this removal and finds them gone. See workspaces/lock-membership.ts for the lock order.
    const locked = await lockMembership(tx, workspace.id, member.userId, 'update');
    // Removed by someone else meanwhile: the same answer as for an unknown member.
    if (!locked) throw notFound('The team member');
    const handedOver = await tx
      .update(projects)
      .set({ ownerId: workspace.ownerId })
      .where(and(eq(projects.workspaceId, workspace.id), eq(projects.ownerId, member.userId)))
      .returning({ id: projects.id });
    if (handedOver.length) {
      await tx
        .insert(projectMembers)
        .values(handedOver.map((project) => ({ projectId: project.id, userId: workspace.ownerId, isOwner: true })))
        .onConflictDoUpdate({ target: [projectMembers.projectId, projectMembers.userId], set: { isOwner: true } });
    }
    const workspaceProjectIds = (
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, workspace.id))
    ).map((project) => project.id);
    if (workspaceProjectIds.length) {
      await tx
        .delete(projectMembers)
        .where(and(eq(projectMembers.userId, member.userId), inArray(projectMembers.projectId, workspaceProjectIds)));
    }
    await endMemberAccess(tx, member.userId, workspaceProjectIds);
    await revokeSentInvitations(tx, workspace.id, member.userId, null);
    await tx.delete(workspaceMembers).where(eq(workspaceMembers.id, member.id));
    const [user] = await tx
      .select({ first: users.first, last: users.last })
      .from(users)
      .where(eq(users.id, member.userId));
    await emitEvent(tx, {
      name: 'member.left',
      workspaceId: workspace.id,
      actorUserId: removedByUserId,
      aggregate: `workspace:${workspace.id}`,
      data: { userId: member.userId, name: `${user!.first} ${user!.last}`, removedByUserId },
    });
  });
}
