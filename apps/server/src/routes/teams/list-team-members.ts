import { listTeamMembersRoute } from '@aerie/contract';

import { listTeamMembers, summariseTeam } from '../../modules/teams/list-team-members.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listTeamMembersRoute, async ({ params, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  const members = await listTeamMembers(ctx.db, workspace.id);
  return { success: true as const, data: members, summary: await summariseTeam(ctx.db, workspace.id, members) };
});
