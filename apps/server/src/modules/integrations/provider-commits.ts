import { eq } from 'drizzle-orm';

import type { GitProvider, ProviderCommit } from '../../adapters/git-providers/git-provider.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { repositories, repositoryCommits, type RepositoryRow } from '../../db/schema/index.js';
import { cleanProviderText } from './provider-text.js';

/** Commits fetched per repository for the Commits tab. */
export const PROVIDER_COMMITS_FETCHED = 30;

/**
 * Writes commits seen on a branch; one seen before is left as it is. (Private stand-in for the shared
 * `recordCommits` of modules/repositories, which the merge switches to.)
 */
export async function recordProviderCommits(
  db: Queryable,
  repository: { id: number; projectId: number },
  branch: string,
  commits: ProviderCommit[],
): Promise<void> {
  if (!commits.length) return;
  await db
    .insert(repositoryCommits)
    .values(
      commits.map((commit) => ({
        repositoryId: repository.id,
        projectId: repository.projectId,
        sha: cleanProviderText(commit.sha, 64),
        branch: cleanProviderText(branch, 255),
        message: cleanProviderText(commit.message, 10_000),
        authorName: cleanProviderText(commit.authorName, 255),
        authorEmail: cleanProviderText(commit.authorEmail, 320),
        committedAt: Number.isNaN(commit.committedAt.getTime()) ? new Date() : commit.committedAt,
      })),
    )
    .onConflictDoNothing({
      target: [repositoryCommits.repositoryId, repositoryCommits.sha, repositoryCommits.branch],
    });
}

/** Fetches the latest commits of the repository's default branch and records them. Throws on failure. */
export async function fetchProviderCommits(
  ctx: AppContext,
  provider: GitProvider,
  token: string,
  repository: RepositoryRow,
): Promise<void> {
  if (!repository.platformRepoId || !repository.fullName) return;
  const commits = await provider.listCommits(
    token,
    { id: repository.platformRepoId, fullName: repository.fullName },
    repository.defaultBranch,
    PROVIDER_COMMITS_FETCHED,
  );
  await recordProviderCommits(ctx.db, repository, repository.defaultBranch ?? 'main', commits);
  await ctx.db.update(repositories).set({ commitsSyncedAt: new Date() }).where(eq(repositories.id, repository.id));
}

/** The same, for a call that must not fail because of it (an import): errors are logged, not thrown. */
export async function fetchProviderCommitsQuietly(
  ctx: AppContext,
  provider: GitProvider,
  token: string,
  repository: RepositoryRow,
): Promise<void> {
  try {
    await fetchProviderCommits(ctx, provider, token, repository);
  } catch (error) {
    ctx.logger.warn({ err: error, repositoryId: repository.id }, 'provider commits could not be fetched');
  }
}
