import { repositoryNameField, workspaceSlugField } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { repositories, workspaces, type RepositoryRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { GitCaller } from '../access-tokens/index.js';
import { loadVisibleProject, type VisibleProject } from '../projects/index.js';

/**
 * The Aerie Git repository at `/{workspace slug}/{name}.git` that the caller may reach: a person, when
 * they see its project; a deployment run, when it is the run's own repository (issue 24 §2). A malformed
 * name, an unknown one and one the caller may not reach all answer the same 404. A person's `access`
 * says what they may do there (`projectRole`); a run has none (it only fetches).
 */
export async function findGitRepository(
  db: Queryable,
  caller: GitCaller,
  slug: string,
  repoSegment: string,
): Promise<{ repository: RepositoryRow; access: VisibleProject | null }> {
  const name = repoSegment.replace(/\.git$/i, '');
  if (!workspaceSlugField.safeParse(slug).success || !repositoryNameField.safeParse(name).success) {
    throw notFound('The repository');
  }
  const [row] = await db
    .select({ repository: repositories })
    .from(repositories)
    .innerJoin(workspaces, eq(workspaces.id, repositories.workspaceId))
    .where(
      and(
        eq(workspaces.slug, slug),
        eq(repositories.platform, 'aerie'),
        eq(sql`lower(${repositories.name})`, name.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) throw notFound('The repository');
  if (caller.kind === 'run') {
    if (row.repository.id !== caller.repositoryId) throw notFound('The repository');
    return { repository: row.repository, access: null };
  }
  const access = await loadVisibleProject(db, caller.userId, { id: row.repository.projectId }).catch(() => {
    throw notFound('The repository');
  });
  return { repository: row.repository, access };
}
