import { updateBranchProtectionRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { loadProjectRepository } from '../../modules/repositories/delete-repository.js';
import { aerieRepositorySize } from '../../modules/repositories/git-storage.js';
import { toRepository } from '../../modules/repositories/repository-view.js';
import { updateBranchProtection } from '../../modules/repositories/update-branch-protection.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateBranchProtectionRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleProject(ctx.db, session.user.id, { uid: params.projectUID });
  const repository = await loadProjectRepository(ctx, visible.project.id, params.id);
  // Members see the repository, so a role below maintainer hears why (403), not that it is missing.
  assertRoleMay(visible.projectRole, 'manage repositories');
  const updated = await updateBranchProtection(ctx.db, repository, body.default_branch_protected);
  return { success: true as const, data: toRepository(updated, await aerieRepositorySize(ctx.config.git, updated)) };
});
