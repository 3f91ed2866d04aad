import { removeProjectMemberRoute } from '@aerie/contract';

import { assertProjectOwner, loadVisibleMember } from '../../modules/projects/project-access.js';
import { removeProjectMember } from '../../modules/projects/remove-project-member.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(removeProjectMemberRoute, async ({ params, session, ctx }) => {
  const { project, member } = await loadVisibleMember(ctx.db, session.user.id, params.id);
  assertProjectOwner(project, session.user.id, 'removeMember');
  await removeProjectMember(ctx, member, session.user.id);
  return ok('Collaborator removed.');
});
