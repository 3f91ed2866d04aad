import type { ProviderPlatform, Repository } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { ProjectRow } from '../../db/schema/index.js';
import { addProviderRepository } from './add-provider-repository.js';
import { connectedProvider } from './integration-tokens.js';
import { askProvider } from './provider-failures.js';

/**
 * docs/product.md § Repository calls `projects/repositories/{slug}/import`: reads the repository from the provider by
 * its id with the workspace's token (a repository that token cannot see is a 404), adds it to the project, then fetches
 * its latest commits for the Commits tab (best effort: the import stands if that fails).
 */
export async function importProviderRepository(
  ctx: AppContext,
  input: {
    project: ProjectRow;
    userId: number;
    platform: ProviderPlatform;
    platformRepoId: string;
    description: string;
  },
): Promise<Repository> {
  const { provider, token } = await connectedProvider(ctx, input.project.workspaceId, input.platform);
  const repository = await askProvider(input.platform, () => provider.getRepository(token, input.platformRepoId));
  return addProviderRepository(
    ctx,
    { provider, token },
    {
      project: input.project,
      userId: input.userId,
      platform: input.platform,
      repository,
      description: input.description,
    },
  );
}
