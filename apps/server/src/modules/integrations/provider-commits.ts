import { and, eq, inArray } from 'drizzle-orm';

import type { GitProvider, ProviderCommit } from '../../adapters/git-providers/git-provider.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { repositories, repositoryCommits, type RepositoryRow } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';
import { type CommitRecord, recordCommits } from '../repositories/index.js';
import { cleanProviderText } from './provider-text.js';

/** Commits fetched per repository for the Commits tab. */
export const PROVIDER_COMMITS_FETCHED = 30;

/**
 * A commit's date as a timestamp column takes it: an unreadable one, or one outside the years 1–9999 (a signed
 * delivery may say `-010000-…`, which PostgreSQL refuses), becomes now.
 */
function storableDate(date: Date): Date {
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? new Date() : date;
}

/** Provider commits as the Commits tab keeps them: the provider's text is cleaned before it is stored. */
function toCommitRecords(branch: string, commits: ProviderCommit[]): CommitRecord[] {
  return commits.map((commit) => ({
    sha: cleanProviderText(commit.sha, 64),
    branch: cleanProviderText(branch, 255),
    message: cleanProviderText(commit.message, 10_000),
    authorName: cleanProviderText(commit.authorName, 255),
    authorEmail: cleanProviderText(commit.authorEmail, 320),
    committedAt: storableDate(commit.committedAt),
  }));
}

/** Which of `records` the Commits tab has not stored yet for their branch. */
async function unseenShas(db: Queryable, repositoryId: number, branch: string, records: CommitRecord[]) {
  if (!records.length) return [];
  const seen = await db
    .select({ sha: repositoryCommits.sha })
    .from(repositoryCommits)
    .where(
      and(
        eq(repositoryCommits.repositoryId, repositoryId),
        eq(repositoryCommits.branch, branch),
        inArray(
          repositoryCommits.sha,
          records.map((record) => record.sha),
        ),
      ),
    );
  const known = new Set(seen.map((row) => row.sha));
  return [...new Set(records.map((record) => record.sha))].filter((sha) => !known.has(sha));
}

/**
 * Fetches the latest commits of the repository's default branch and records them, with a `branch.synced`
 * naming the ones not stored before (the tasks domain links those that name a task's key). Throws on failure.
 */
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
  const branch = repository.defaultBranch ?? 'main';
  await ctx.db.transaction((tx) => recordProviderCommits(tx, repository, branch, commits));
  await ctx.db.update(repositories).set({ commitsSyncedAt: new Date() }).where(eq(repositories.id, repository.id));
}

/**
 * Records commits a provider gave for a branch (its commit API, or a push webhook's delivery), with a
 * `branch.synced` naming the ones not stored before (the tasks domain links those that name a task's key).
 * Call it in the transaction of the change it belongs to.
 */
export async function recordProviderCommits(
  tx: Queryable,
  repository: RepositoryRow,
  branch: string,
  commits: ProviderCommit[],
): Promise<void> {
  const records = toCommitRecords(branch, commits);
  const shas = await unseenShas(tx, repository.id, branch, records);
  await recordCommits(tx, repository, records);
  if (!shas.length) return;
  await emitEvent(tx, {
    name: 'branch.synced',
    workspaceId: repository.workspaceId,
    projectId: repository.projectId,
    actorUserId: null,
    aggregate: `repository:${repository.id}`,
    data: { repositoryId: repository.id, repository: repository.name, branch, shas },
  });
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
