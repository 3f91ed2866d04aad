import { reinviteMemberRoute } from '@aerie/contract';

import { assertInvitationManager } from '../../modules/invitations/invitation-access.js';
import { invitationRateLimits } from '../../modules/invitations/invitation-link.js';
import { reinviteMember } from '../../modules/invitations/reinvite-member.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

// `target_url` is accepted but ignored: the e-mailed link is always built from APP_URL (see invitation-link.ts).
export default defineHandler(reinviteMemberRoute, async ({ body, session, ctx }) => {
  const { access } = await assertInvitationManager(ctx.db, session.user.id, body.id);
  await hitRateLimit(ctx, invitationRateLimits(access.workspace.id, session.user.id));
  const invitation = await reinviteMember(ctx, {
    sender: session.user,
    workspace: access.workspace,
    invitationId: body.id,
  });
  return { success: true as const, message: `Invitation sent again to ${invitation.email}.`, data: invitation };
});
