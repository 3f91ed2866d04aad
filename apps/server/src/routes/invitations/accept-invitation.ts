import { acceptInvitationRoute } from '@aerie/contract';

import { acceptInvitation } from '../../modules/invitations/accept-invitation.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(acceptInvitationRoute, async ({ body, session, ctx }) => {
  const workspace = await acceptInvitation(ctx, session.user, body.token);
  return { success: true as const, message: `You joined ${workspace.name}.`, data: workspace };
});
