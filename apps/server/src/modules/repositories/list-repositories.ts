import { REPOSITORY_RULES, type RepositoryPage } from '@aerie/contract';
import { desc, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { repositories } from '../../db/schema/index.js';
import { aerieRepositorySize } from './git-storage.js';
import { toRepository } from './repository-view.js';

const PER_PAGE = REPOSITORY_RULES.perPage;

/**
 * One page of a project's repositories (11 a page, docs/product.md § Page sizes), newest first, each Aerie Git one with
 * its size on disk; the total rides on the rows.
 */
export async function listRepositories(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  projectId: number,
  page: number,
): Promise<RepositoryPage> {
  const rows = await db
    .select({ repository: repositories, total: sql<number>`(count(*) over ())::int` })
    .from(repositories)
    .where(eq(repositories.projectId, projectId))
    .orderBy(desc(repositories.createdAt), desc(repositories.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  const total = rows[0]?.total ?? (await countRepositories(db, projectId));
  return {
    data: await Promise.all(
      rows.map(async (row) => toRepository(row.repository, await aerieRepositorySize(config.git, row.repository))),
    ),
    current_page: page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}

async function countRepositories(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(repositories)
    .where(eq(repositories.projectId, projectId));
  return row?.total ?? 0;
}
