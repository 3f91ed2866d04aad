import { addProjectMemberRoute } from '@aerie/contract';

import { addProjectMember } from '../../modules/projects/add-project-member.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(addProjectMemberRoute, async ({ body, session, ctx }) => {
  // Any member may add collaborators (docs/product.md § Roles and permissions), so seeing the project is the whole
  // check.
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { id: body.project_id });
  const member = await addProjectMember(ctx, { project, userId: body.user_id, addedById: session.user.id });
  return { success: true as const, message: 'Collaborator added.', data: member };
});
