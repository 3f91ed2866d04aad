import { listImportableRepositoriesRoute } from '@aerie/contract';

import { listImportableRepositories } from '../../modules/integrations/importable-repositories.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { notFound } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listImportableRepositoriesRoute, async ({ params, query, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  let projectId: number | null = null;
  if (query.project_id) {
    // Marks come from a project of this workspace only; another's answers as if it did not exist.
    const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: query.project_id });
    if (project.workspaceId !== workspace.id) throw notFound('The project');
    projectId = project.id;
  }
  const data = await listImportableRepositories(ctx, {
    workspaceId: workspace.id,
    platform: query.platform,
    page: query.page,
    projectId,
  });
  return { success: true as const, data };
});
