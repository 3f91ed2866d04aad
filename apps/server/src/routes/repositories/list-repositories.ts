import { listRepositoriesRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { ensureDeployKey } from '../../modules/repositories/deploy-keys.js';
import { workspaceGitStorage } from '../../modules/repositories/git-storage.js';
import { listRepositories } from '../../modules/repositories/list-repositories.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listRepositoriesRoute, async ({ params, query, session, ctx }) => {
  const { project, workspace } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  const page = await listRepositories(ctx, project.id, query.page);
  const [sshKey, gitStorage] = await Promise.all([
    ensureDeployKey(ctx, project.id),
    workspaceGitStorage(ctx.config.git, workspace),
  ]);
  return { success: true as const, data: { ...page, ssh_key: sshKey, git_storage: gitStorage } };
});
