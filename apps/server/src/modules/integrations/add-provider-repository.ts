import { REPOSITORY_RULES, type ProviderPlatform, type Repository } from '@aerie/contract';

import type { GitProvider, ProviderRepository } from '../../adapters/git-providers/git-provider.js';
import type { AppContext } from '../../context.js';
import { repositories, type ProjectRow, type RepositoryRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.js';
import { toRepository } from '../repositories/index.js';
import { fetchProviderCommitsQuietly } from './provider-commits.js';
import { ALREADY_IMPORTED } from './provider-failures.js';
import { cleanOptionalText, cleanProviderText } from './provider-text.js';

/**
 * Adds a provider's repository to a project with what the provider says about it (never the browser's
 * urls), then fetches its latest commits for the Commits tab (best effort). The unique index on (project,
 * platform, provider id) makes a second import of it a 409, even when two arrive at once.
 */
export async function addProviderRepository(
  ctx: AppContext,
  connection: { provider: GitProvider; token: string },
  input: {
    project: ProjectRow;
    userId: number;
    platform: ProviderPlatform;
    repository: ProviderRepository;
    description: string;
  },
): Promise<Repository> {
  const row = await insertProviderRepository(ctx, input);
  await fetchProviderCommitsQuietly(ctx, connection.provider, connection.token, row);
  return toRepository(row);
}

async function insertProviderRepository(
  ctx: AppContext,
  input: Parameters<typeof addProviderRepository>[2],
): Promise<RepositoryRow> {
  const { project, repository } = input;
  try {
    const [row] = await ctx.db
      .insert(repositories)
      .values({
        projectId: project.id,
        workspaceId: project.workspaceId,
        platform: input.platform,
        name: cleanProviderText(repository.name, REPOSITORY_RULES.nameMax),
        description: cleanProviderText(
          input.description || repository.description || '',
          REPOSITORY_RULES.descriptionMax,
        ),
        platformRepoId: cleanProviderText(repository.id, 200),
        fullName: cleanProviderText(repository.fullName, 300),
        repoUrl: cleanOptionalText(repository.htmlUrl, 500),
        httpUrl: cleanOptionalText(repository.httpUrl, 500),
        sshUrl: cleanOptionalText(repository.sshUrl, 500),
        isPrivate: repository.private,
        defaultBranch: cleanOptionalText(repository.defaultBranch, 255),
        createdById: input.userId,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'repositories_project_platform_repo_key'))
      throw new AppError('conflict', ALREADY_IMPORTED, { fieldErrors: { platform_repo_id: [ALREADY_IMPORTED] } });
    // The project was deleted while the provider was being asked.
    if (isForeignKeyViolation(error)) throw notFound('The project');
    throw error;
  }
}
