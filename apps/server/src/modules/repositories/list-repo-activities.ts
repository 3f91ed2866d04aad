import { REPOSITORY_RULES, type RepoActivity } from '@aerie/contract';
import { desc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { repositories, repositoryCommits } from '../../db/schema/index.js';

/** The project's latest commits across its repositories, newest first (the Commits tab). */
export async function listRepoActivities(db: Queryable, projectId: number): Promise<RepoActivity[]> {
  const rows = await db
    .select({
      commit: repositoryCommits,
      repository: { id: repositories.id, name: repositories.name, platform: repositories.platform },
    })
    .from(repositoryCommits)
    .innerJoin(repositories, eq(repositories.id, repositoryCommits.repositoryId))
    .where(eq(repositoryCommits.projectId, projectId))
    .orderBy(desc(repositoryCommits.committedAt), desc(repositoryCommits.id))
    .limit(REPOSITORY_RULES.activitiesMax);
  return rows.map(({ commit, repository }) => ({
    id: commit.id,
    sha: commit.sha,
    message: commit.message,
    author_name: commit.authorName,
    author_email: commit.authorEmail,
    branch: commit.branch,
    committed_at: commit.committedAt.toISOString(),
    repository,
  }));
}
