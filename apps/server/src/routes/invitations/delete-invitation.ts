import { deleteInvitationRoute } from '@aerie/contract';

import { deleteInvitation } from '../../modules/invitations/delete-invitation.js';
import { assertInvitationManager } from '../../modules/invitations/invitation-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteInvitationRoute, async ({ query, session, ctx }) => {
  const { invitation } = await assertInvitationManager(ctx.db, session.user.id, query.id);
  await deleteInvitation(ctx.db, invitation);
  return ok('Invitation deleted.');
});
