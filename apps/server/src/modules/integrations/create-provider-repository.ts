import type { ProviderPlatform, Repository } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { ProjectRow, WorkspaceRow } from '../../db/schema/index.js';
import { addProviderRepository } from './add-provider-repository.js';
import { connectedProvider } from './integration-tokens.js';
import { askProvider } from './provider-failures.js';

export interface CreateProviderRepositoryInput {
  workspace: WorkspaceRow;
  project: ProjectRow;
  userId: number;
  platform: ProviderPlatform;
  name: string;
  description: string;
  isPrivate: boolean;
}

/**
 * `projects/repositories/{slug}/create` for a provider: creates the repository on the platform with the
 * workspace's token (the provider refuses a name it already has, and says so), then adds it to the
 * project as an import would, with its first commit.
 */
export async function createProviderRepository(
  ctx: AppContext,
  input: CreateProviderRepositoryInput,
): Promise<Repository> {
  const { provider, token } = await connectedProvider(ctx, input.workspace.id, input.platform);
  const repository = await askProvider(input.platform, () =>
    provider.createRepository(token, { name: input.name, description: input.description, private: input.isPrivate }),
  );
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
