import { updateProjectRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { updateProject } from '../../modules/projects/update-project.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateProjectRoute, async ({ params, body, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, message: 'Project updated.', data: await updateProject(ctx.db, project, body) };
});
