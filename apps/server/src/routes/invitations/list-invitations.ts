import { listInvitationsRoute } from '@aerie/contract';

import { listInvitations } from '../../modules/invitations/list-invitations.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listInvitationsRoute, async ({ params, session, ctx }) => {
  const access = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await listInvitations(ctx.db, access.workspace.id) };
});
