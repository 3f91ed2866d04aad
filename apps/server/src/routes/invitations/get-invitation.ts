import { getInvitationRoute } from '@aerie/contract';

import { getInvitationPreview } from '../../modules/invitations/get-invitation-preview.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getInvitationRoute, async ({ params, ctx }) => ({
  success: true as const,
  data: await getInvitationPreview(ctx.db, params.token),
}));
