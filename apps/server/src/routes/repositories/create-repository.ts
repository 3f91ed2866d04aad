import { createRepositoryRoute, REPOSITORY_MESSAGES } from '@aerie/contract';

import { notFound } from '../../errors.js';
import { createProviderRepository } from '../../modules/integrations/create-provider-repository.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { createAerieRepository } from '../../modules/repositories/create-aerie-repository.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createRepositoryRoute, async ({ params, body, session, ctx }) => {
  const { project, workspace, projectRole } = await loadVisibleProject(ctx.db, session.user.id, {
    uid: body.project_id,
  });
  // The slug must name the project's own workspace; any other answers as an unknown project would.
  if (workspace.slug !== params.slug) throw notFound('The project');
  assertRoleMay(projectRole, 'push to repositories');
  const input = {
    workspace,
    project,
    userId: session.user.id,
    name: body.name,
    description: body.description,
    isPrivate: body.private,
  };
  const repository =
    body.platform === 'aerie'
      ? await createAerieRepository(ctx, input)
      : await createProviderRepository(ctx, { ...input, platform: body.platform });
  return { success: true as const, message: REPOSITORY_MESSAGES.created, data: repository };
});
