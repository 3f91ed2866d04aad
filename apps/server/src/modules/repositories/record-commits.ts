import { sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { repositoryCommits } from '../../db/schema/index.js';

export interface CommitRecord {
  sha: string;
  branch: string;
  message: string;
  authorName: string;
  authorEmail: string;
  committedAt: Date;
}

/**
 * Stores commits seen on a branch (a push to Aerie Git, a provider's commit API). One row per commit and
 * branch: seeing it again refreshes the row instead of adding one, so re-reading history is harmless.
 */
export async function recordCommits(
  db: Queryable,
  repository: { id: number; projectId: number },
  commits: CommitRecord[],
): Promise<void> {
  if (commits.length === 0) return;
  await db
    .insert(repositoryCommits)
    .values(
      commits.map((commit) => ({
        repositoryId: repository.id,
        projectId: repository.projectId,
        sha: commit.sha,
        branch: commit.branch.slice(0, 255),
        message: commit.message,
        authorName: commit.authorName.slice(0, 255),
        authorEmail: commit.authorEmail.slice(0, 320),
        committedAt: commit.committedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [repositoryCommits.repositoryId, repositoryCommits.sha, repositoryCommits.branch],
      set: {
        message: sql`excluded.message`,
        authorName: sql`excluded.author_name`,
        authorEmail: sql`excluded.author_email`,
        committedAt: sql`excluded.committed_at`,
      },
    });
}
