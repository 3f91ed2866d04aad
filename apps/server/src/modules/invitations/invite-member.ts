import type { Invitation, InviteMember } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { invitations, type UserRow, type WorkspaceRow } from '../../db/schema/index.js';
import { lockInvitationSender } from './revoke-sent-invitations.js';
import { newInvitationLink, queueInvitationMail } from './invitation-link.js';
import { toInvitation } from './invitation-view.js';
import { assertNotInTeam, lockWorkspace, pendingInvitationIds, revokeInvitations } from './pending-invitations.js';

/**
 * Invites `input.email` to the workspace and queues the e-mail, all or nothing. A pending invitation of
 * the same address is replaced: it gets the new name, role, date and link, and its old link stops working.
 */
export async function inviteMember(
  ctx: AppContext,
  options: { inviter: UserRow; workspace: WorkspaceRow; input: InviteMember },
): Promise<Invitation> {
  const { inviter, workspace, input } = options;
  return ctx.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    await lockInvitationSender(tx, workspace.id, inviter.id);
    await assertNotInTeam(tx, workspace.id, input.email);

    const [replacedId, ...strays] = await pendingInvitationIds(tx, workspace.id, input.email);
    await revokeInvitations(tx, strays);
    const link = newInvitationLink();
    const values = {
      email: input.email,
      name: input.name,
      role: input.role,
      invitedById: inviter.id,
      tokenHash: link.tokenHash,
      expiresAt: link.expiresAt,
    };
    const [invitation] = replacedId
      ? await tx
          .update(invitations)
          .set({ ...values, createdAt: new Date() })
          .where(eq(invitations.id, replacedId))
          .returning()
      : await tx
          .insert(invitations)
          .values({ ...values, workspaceId: workspace.id })
          .returning();

    await queueInvitationMail(tx, ctx, { invitation: invitation!, workspace, inviter, token: link.token });
    return toInvitation(invitation!);
  });
}
