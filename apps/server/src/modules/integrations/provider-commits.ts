import { eq } from 'drizzle-orm';

import type { GitProvider, ProviderCommit } from '../../adapters/git-providers/git-provider.js';
import type { AppContext } from '../../context.js';
import { repositories, type RepositoryRow } from '../../db/schema/index.js';
import { type CommitRecord, recordCommits } from '../repositories/index.js';
import { cleanProviderText } from './provider-text.js';

/** Commits fetched per repository for the Commits tab. */
export const PROVIDER_COMMITS_FETCHED = 30;

/** Provider commits as the Commits tab keeps them: the provider's text is cleaned before it is stored. */
function toCommitRecords(branch: string, commits: ProviderCommit[]): CommitRecord[] {
  return commits.map((commit) => ({
    sha: cleanProviderText(commit.sha, 64),
    branch: cleanProviderText(branch, 255),
    message: cleanProviderText(commit.message, 10_000),
    authorName: cleanProviderText(commit.authorName, 255),
    authorEmail: cleanProviderText(commit.authorEmail, 320),
    committedAt: Number.isNaN(commit.committedAt.getTime()) ? new Date() : commit.committedAt,
  }));
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
  await recordCommits(ctx.db, repository, toCommitRecords(repository.defaultBranch ?? 'main', commits));
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
