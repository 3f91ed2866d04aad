import { listRepoActivitiesRoute } from '@aerie/contract';

import { syncProviderCommits } from '../../modules/integrations/sync-provider-commits.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { listRepoActivities } from '../../modules/repositories/list-repo-activities.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listRepoActivitiesRoute, async ({ params, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  // Provider repositories' commits are fetched again at most once a minute; Aerie Git's come with each push.
  await syncProviderCommits(ctx, project.id);
  return { success: true as const, data: await listRepoActivities(ctx.db, project.id) };
});
