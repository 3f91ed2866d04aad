import type { ProviderPlatform, Repository } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { ProjectRow, WorkspaceRow } from '../../db/schema/index.js';

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
 * workspace's token, then adds it to the project as an import would. (Body filled in by the integrations
 * work of issue 11; the signature is what the create route calls.)
 */
export async function createProviderRepository(
  _ctx: AppContext,
  _input: CreateProviderRepositoryInput,
): Promise<Repository> {
  throw new Error('Not built yet');
}
