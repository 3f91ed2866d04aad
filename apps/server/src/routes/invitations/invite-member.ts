import { inviteMemberRoute } from '@aerie/contract';

import { invitationRateLimits } from '../../modules/invitations/invitation-link.js';
import { inviteMember } from '../../modules/invitations/invite-member.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { assertTeamManager, assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

// `target_url` is accepted but ignored: the e-mailed link is always built from APP_URL (see invitation-link.ts).
export default defineHandler(inviteMemberRoute, async ({ body, session, ctx }) => {
  const access = await assertWorkspaceMember(ctx.db, session.user.id, { id: body.business_id });
  assertTeamManager(access, body.role);
  await hitRateLimit(ctx, invitationRateLimits(access.workspace.id, session.user.id));
  const invitation = await inviteMember(ctx, { inviter: session.user, workspace: access.workspace, input: body });
  return { success: true as const, message: `Invitation sent to ${invitation.email}.`, data: invitation };
});
