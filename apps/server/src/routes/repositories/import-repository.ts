import { importRepositoryRoute, REPOSITORY_MESSAGES } from '@aerie/contract';

import { notFound } from '../../errors.js';
import { importProviderRepository } from '../../modules/integrations/import-repository.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(importRepositoryRoute, async ({ params, body, session, ctx }) => {
  // Anyone who sees the project may import into it; the project must be in the workspace the path names.
  const { project, workspace, projectRole } = await loadVisibleProject(ctx.db, session.user.id, {
    uid: body.project_id,
  });
  if (workspace.slug !== params.slug) throw notFound('The project');
  assertRoleMay(projectRole, 'push to repositories');
  const data = await importProviderRepository(ctx, {
    project,
    userId: session.user.id,
    platform: body.platform,
    platformRepoId: body.platform_repo_id,
    description: body.description,
  });
  return { success: true as const, message: REPOSITORY_MESSAGES.imported, data };
});
