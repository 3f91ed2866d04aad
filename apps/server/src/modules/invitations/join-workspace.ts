import type { WorkspaceRole } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { invitations, workspaceMembers, type InvitationRow, type UserRow } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';
import { findInvitationByToken } from './find-invitation.js';
import { isInvitationOpen } from './invitation-view.js';

export function isSameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The invitation of `token` when it still works and was sent to `email`, locked until the transaction
 * ends; otherwise null. Registration uses it, where a bad token must not stop the account being made.
 */
export async function findOpenInvitationFor(
  db: Queryable,
  token: string,
  email: string,
): Promise<InvitationRow | null> {
  const invitation = await findInvitationByToken(db, token, { lock: true });
  if (!invitation || !isInvitationOpen(invitation) || !isSameEmail(invitation.email, email)) return null;
  return invitation;
}

/**
 * Marks the invitation accepted and puts the user in its workspace with the invited role, unless they
 * are in it already (then their role stays, and nobody joined: no event). Returns their role there, or
 * null when the invitation was no longer pending: the update is conditional, so one link can never be
 * used twice.
 */
export async function joinByInvitation(
  ports: { db: Queryable; jobs: AppContext['jobs'] },
  invitation: InvitationRow,
  user: Pick<UserRow, 'id' | 'first' | 'last'>,
): Promise<WorkspaceRole | null> {
  const { db } = ports;
  const [accepted] = await db
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (!accepted) return null;
  const [joined] = await db
    .insert(workspaceMembers)
    .values({ workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role })
    .onConflictDoNothing({ target: [workspaceMembers.workspaceId, workspaceMembers.userId] })
    .returning({ role: workspaceMembers.role });
  if (joined) {
    await emitEvent(ports.db, {
      name: 'member.joined',
      workspaceId: invitation.workspaceId,
      actorUserId: user.id,
      aggregate: `user:${user.id}`,
      data: { userId: user.id, name: `${user.first} ${user.last}`.trim(), role: joined.role },
    });
    return joined.role;
  }
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, invitation.workspaceId), eq(workspaceMembers.userId, user.id)));
  return member!.role;
}
