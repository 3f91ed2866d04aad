import type { Invitation } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { invitations, type UserRow, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { lockInvitationSender } from './revoke-sent-invitations.js';
import { newInvitationLink, queueInvitationMail } from './invitation-link.js';
import { toInvitation } from './invitation-view.js';
import { assertNotInTeam, lockWorkspace, pendingInvitationIds, revokeInvitations } from './pending-invitations.js';

export const ALREADY_ACCEPTED = 'This invitation has already been accepted.';

/**
 * Sends a new link for an invitation (pending, expired or revoked): new token, new expiry, pending again.
 * The old link stops working, because only the new token's hash is kept.
 */
export async function reinviteMember(
  ctx: AppContext,
  options: { sender: UserRow; workspace: WorkspaceRow; invitationId: number },
): Promise<Invitation> {
  const { sender, workspace, invitationId } = options;
  return ctx.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    await lockInvitationSender(tx, workspace.id, sender.id);
    const [current] = await tx.select().from(invitations).where(eq(invitations.id, invitationId));
    if (!current) throw notFound('The invitation');
    if (current.status === 'accepted') throw new AppError('bad_request', ALREADY_ACCEPTED);
    await assertNotInTeam(tx, workspace.id, current.email);

    const others = await pendingInvitationIds(tx, workspace.id, current.email);
    await revokeInvitations(
      tx,
      others.filter((id) => id !== invitationId),
    );
    const link = newInvitationLink();
    const [invitation] = await tx
      .update(invitations)
      .set({ status: 'pending', tokenHash: link.tokenHash, expiresAt: link.expiresAt, invitedById: sender.id })
      .where(eq(invitations.id, invitationId))
      .returning();

    await queueInvitationMail(tx, ctx, { invitation: invitation!, workspace, inviter: sender, token: link.token });
    return toInvitation(invitation!);
  });
}
