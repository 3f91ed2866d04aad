import { listRepositoriesRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { ensureDeployKey } from '../../modules/repositories/deploy-keys.js';
import { listRepositories } from '../../modules/repositories/list-repositories.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listRepositoriesRoute, async ({ params, query, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  const page = await listRepositories(ctx.db, project.id, query.page);
  return { success: true as const, data: { ...page, ssh_key: await ensureDeployKey(ctx, project.id) } };
});
