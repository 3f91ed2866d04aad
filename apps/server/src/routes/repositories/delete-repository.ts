import { deleteRepositoryRoute, REPOSITORY_MESSAGES } from '@aerie/contract';

import { forbidden } from '../../errors.js';
import { deleteProviderPushHook } from '../../modules/integrations/push-hooks/provider-push-hooks.js';
import { readPushHook } from '../../modules/integrations/push-hooks/push-hook-rows.js';
import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { deleteRepository, loadProjectRepository } from '../../modules/repositories/delete-repository.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteRepositoryRoute, async ({ params, session, ctx }) => {
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.projectUID });
  const repository = await loadProjectRepository(ctx, project.id, params.id);
  // Members see the repository, so they hear why they cannot delete it (403), not that it is missing.
  if (project.ownerId !== session.user.id) throw forbidden('Only the project owner can delete repositories.');
  // The push webhook's row goes with the repository (cascade); the provider's hook is removed after it.
  const pushHook = await readPushHook(ctx.db, repository.id);
  await deleteRepository(ctx, repository);
  if (pushHook) await deleteProviderPushHook(ctx, pushHook.repository, pushHook.providerHookId);
  return ok(REPOSITORY_MESSAGES.deleted);
});
