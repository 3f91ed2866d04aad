import { listProjectActivityRoute } from '@aerie/contract';

import { listActivity } from '../../modules/activity/list-activity.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listProjectActivityRoute, async ({ params, query, session, ctx }) => {
  // Whoever sees the project sees its feed (its collaborators from outside the workspace too); for anyone
  // else the project does not exist.
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, data: await listActivity(ctx.db, { projectId: project.id }, query) };
});
