import { getProjectRoute } from '@aerie/contract';

import { getProject } from '../../modules/projects/get-project.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getProjectRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, data: await getProject(ctx.db, visible) };
});
