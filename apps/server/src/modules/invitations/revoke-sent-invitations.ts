import { roleMay, type WorkspaceRole } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations } from '../../db/schema/index.js';
import { lockMembership, notTeamManager } from '../workspaces/index.js';

/**
 * An invitation speaks for the person who sent it, so it must not outlive their right to send it: when a
 * member leaves the workspace (`standing` null) or their role drops below the team managers', the pending
 * invitations they sent there are revoked — their links stop working, and the rows stay as history.
 * Call it in the transaction that changes their membership, with the membership row locked FOR UPDATE
 * (an invitation being sent by them at that moment holds it FOR SHARE, so it is either revoked here too
 * or refused). Returns how many were revoked.
 */
export async function revokeSentInvitations(
  tx: Queryable,
  workspaceId: number,
  senderId: number,
  standing: WorkspaceRole | null,
): Promise<number> {
  if (roleMay(standing, 'manage the team')) return 0;
  const revoked = await tx
    .update(invitations)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.invitedById, senderId),
        eq(invitations.status, 'pending'),
      ),
    )
    .returning({ id: invitations.id });
  return revoked.length;
}

/**
 * The sender's standing, checked again inside the transaction that sends an invitation, under a lock
 * (FOR SHARE on their membership row): a removal or a role change waits for the invitation and then
 * revokes it with the others they sent; one that came first makes this refuse it (403).
 */
export async function lockInvitationSender(tx: Queryable, workspaceId: number, senderId: number): Promise<void> {
  const sender = await lockMembership(tx, workspaceId, senderId, 'share');
  if (!sender || !roleMay(sender.role, 'manage the team')) throw notTeamManager();
}
