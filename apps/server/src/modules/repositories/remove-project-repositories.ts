import { defineSubscriber } from '../events/index.js';
import { removeAerieDirectories } from './delete-repository.js';
import { aerieRepositoryPath } from './git-cli.js';

/** A deleted project's Aerie Git directories (their rows went with it). Removing a missing one is a no-op. */
export const removeProjectRepositories = defineSubscriber({
  name: 'repositories.remove-project-directories',
  on: ['project.deleted'],
  async handle(ctx, event) {
    await removeAerieDirectories(
      event.data.aerieRepositoryIds.map((id) => aerieRepositoryPath(ctx.config.git, event.workspaceId, id)),
    );
  },
});
