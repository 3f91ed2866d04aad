import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations, type InvitationRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * "Deleting" an invitation revokes it: the row stays as history (the team page lists pending ones only)
 * and its link stops working. An accepted invitation is a team member now; that is removed elsewhere.
 */
export async function deleteInvitation(db: Queryable, invitation: InvitationRow): Promise<void> {
  if (invitation.status === 'accepted') {
    throw new AppError('bad_request', 'This invitation has already been accepted. Remove the team member instead.');
  }
  await db.update(invitations).set({ status: 'revoked' }).where(eq(invitations.id, invitation.id));
}
