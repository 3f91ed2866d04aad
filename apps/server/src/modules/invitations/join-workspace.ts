import type { WorkspaceRole } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations, workspaceMembers, type InvitationRow } from '../../db/schema/index.js';
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
 * are in it already (then their role stays). Returns their role there, or null when the invitation was
 * no longer pending: the update is conditional, so one link can never be used twice.
 */
export async function joinByInvitation(
  db: Queryable,
  invitation: InvitationRow,
  userId: number,
): Promise<WorkspaceRole | null> {
  const [accepted] = await db
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (!accepted) return null;
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: invitation.workspaceId, userId, role: invitation.role })
    .onConflictDoNothing({ target: [workspaceMembers.workspaceId, workspaceMembers.userId] });
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, invitation.workspaceId), eq(workspaceMembers.userId, userId)));
  return member!.role;
}
