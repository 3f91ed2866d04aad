import { REPOSITORY_RULES } from '@aerie/contract';
import { and, eq, inArray } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { repositoryCommits, type RepositoryRow } from '../../db/schema/index.js';
import { aerieRepositoryPath, git, readBranches, readNewCommits, type GitCommit } from './git-cli.js';

type AerieRepository = Pick<RepositoryRow, 'id' | 'workspaceId'>;

/**
 * The commits one branch gained in a push (`branch.pushed`'s before and after), read from the bare repository,
 * newest first. Unlike the Commits tab's record, only the branch's own former tip is excluded: a feature
 * branch fast-forwarded into the default branch brings its commits to the default branch here. A new branch
 * (`before` empty) brings what no other branch has.
 */
export async function readPushedCommits(
  config: Config['git'],
  repository: AerieRepository,
  push: { branch: string; before: string; after: string },
): Promise<GitCommit[]> {
  const path = aerieRepositoryPath(config, repository.workspaceId, repository.id);
  let exclude = push.before ? [push.before] : [];
  if (!push.before) {
    const branches = await readBranches(path);
    exclude = [...branches].filter(([branch]) => branch !== push.branch).map(([, sha]) => sha);
  }
  return readNewCommits(path, push.after, exclude, REPOSITORY_RULES.activitiesMax);
}

/**
 * Whether `ancestor` is `descendant` or in its history (`git merge-base --is-ancestor`), in an Aerie Git
 * repository. A commit the repository does not hold (a force push dropped it) is no ancestor.
 */
export async function isAncestorCommit(
  config: Config['git'],
  repository: AerieRepository,
  ancestor: string,
  descendant: string,
): Promise<boolean> {
  if (ancestor === descendant) return true;
  const path = aerieRepositoryPath(config, repository.workspaceId, repository.id);
  try {
    await git(['--git-dir', path, 'merge-base', '--is-ancestor', ancestor, descendant]);
    return true;
  } catch {
    return false;
  }
}

/** Commits stored for the Commits tab (a provider's sync), by sha, on one branch. */
export async function readRecordedCommits(
  db: Queryable,
  repositoryId: number,
  branch: string,
  shas: string[],
): Promise<GitCommit[]> {
  if (!shas.length) return [];
  const rows = await db
    .select()
    .from(repositoryCommits)
    .where(
      and(
        eq(repositoryCommits.repositoryId, repositoryId),
        eq(repositoryCommits.branch, branch),
        inArray(repositoryCommits.sha, shas),
      ),
    );
  return rows.map((row) => ({
    sha: row.sha,
    message: row.message,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    committedAt: row.committedAt,
  }));
}
