import type { Workspace } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { workspaces, type UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, forbidden } from '../../errors.js';
import { toWorkspace } from '../workspaces/index.js';
import { findInvitationByToken } from './find-invitation.js';
import { UNKNOWN_INVITATION } from './get-invitation-preview.js';
import { invitationStatus } from './invitation-view.js';
import { isSameEmail, joinByInvitation } from './join-workspace.js';

const CLOSED: Record<'accepted' | 'expired' | 'revoked', string> = {
  accepted: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  revoked: 'This invitation has been withdrawn. Ask the person who invited you to send a new one.',
};

/**
 * The signed-in user joins the invitation's workspace. Invitations are bound to the invited e-mail, so a
 * forwarded link is useless to anyone else; the row is locked, so a link works exactly once.
 */
export async function acceptInvitation(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  user: UserRow,
  token: string,
): Promise<Workspace> {
  return ctx.db.transaction(async (tx) => {
    const invitation = await findInvitationByToken(tx, token, { lock: true });
    if (!invitation) throw new AppError('not_found', UNKNOWN_INVITATION);
    const status = invitationStatus(invitation);
    if (status !== 'pending') throw fieldError('token', CLOSED[status], 'invalid_token');
    if (!isSameEmail(invitation.email, user.email))
      throw forbidden('This invitation was sent to another email address.');

    const role = await joinByInvitation({ db: tx, jobs: ctx.jobs }, invitation, user);
    if (!role) throw fieldError('token', CLOSED.accepted, 'invalid_token');
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, invitation.workspaceId));
    return toWorkspace(workspace!, role);
  });
}
