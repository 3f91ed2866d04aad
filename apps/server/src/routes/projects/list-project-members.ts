import { listProjectMembersRoute } from '@aerie/contract';

import { listProjectMembers } from '../../modules/projects/list-project-members.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listProjectMembersRoute, async ({ params, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, data: await listProjectMembers(ctx.db, project.id) };
});
