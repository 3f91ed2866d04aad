import type { InvitationPreview } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { users, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { findUserByEmail } from '../users/index.js';
import { findInvitationByToken } from './find-invitation.js';
import { invitationStatus } from './invitation-view.js';

export const UNKNOWN_INVITATION = 'This invitation link is not valid. Ask the person who invited you for a new one.';

/**
 * What an invitation link offers, for the /invitation page before anyone signs in. Whoever holds the
 * link may see it: the token is 256 random bits sent only to the invited address.
 */
export async function getInvitationPreview(db: Queryable, token: string): Promise<InvitationPreview> {
  const invitation = await findInvitationByToken(db, token);
  if (!invitation) throw new AppError('not_found', UNKNOWN_INVITATION);
  const [row] = await db
    .select({
      workspace: { name: workspaces.name, slug: workspaces.slug },
      inviter: { first: users.first, last: users.last },
    })
    .from(workspaces)
    .innerJoin(users, eq(users.id, invitation.invitedById))
    .where(eq(workspaces.id, invitation.workspaceId));
  return {
    workspace: row!.workspace,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    status: invitationStatus(invitation),
    invited_by: row!.inviter,
    expires_at: invitation.expiresAt.toISOString(),
    has_account: (await findUserByEmail(db, invitation.email)) !== null,
  };
}
