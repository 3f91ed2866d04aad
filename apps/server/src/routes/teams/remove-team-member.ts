import { MESSAGES, removeTeamMemberRoute } from '@aerie/contract';

import { assertCanRemoveTeamMember, removeTeamMember } from '../../modules/teams/remove-team-member.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(removeTeamMemberRoute, async ({ params, session, ctx }) => {
  const { member, workspace } = await assertCanRemoveTeamMember(ctx.db, session.user.id, params.id);
  await removeTeamMember(ctx, member, workspace, session.user.id);
  return ok(MESSAGES.teamMemberRemoved);
});
