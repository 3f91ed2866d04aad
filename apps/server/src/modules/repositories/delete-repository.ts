import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { repositories, type RepositoryRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { aerieRepositoryPath, removeRepositoryDirectory } from './git-cli.js';

/** A repository of this project, or 404 (an id of another project, or workspace, reveals nothing). */
export async function loadProjectRepository(
  ctx: AppContext,
  projectId: number,
  repositoryId: number,
): Promise<RepositoryRow> {
  const [row] = await ctx.db
    .select()
    .from(repositories)
    .where(and(eq(repositories.id, repositoryId), eq(repositories.projectId, projectId)));
  if (!row) throw notFound('The repository');
  return row;
}

/**
 * Removes the repository from the project. For Aerie Git the directory goes after the row: once the row
 * is gone no clone or push can find it, and a failed removal leaves only unreachable files, never a row
 * pointing at nothing. A provider's repository stays on the provider.
 */
export async function deleteRepository(ctx: AppContext, repository: RepositoryRow): Promise<void> {
  const deleted = await ctx.db
    .delete(repositories)
    .where(eq(repositories.id, repository.id))
    .returning({ id: repositories.id });
  if (deleted.length === 0) throw notFound('The repository');
  if (repository.platform === 'aerie') {
    await removeRepositoryDirectory(aerieRepositoryPath(ctx.config.git, repository.workspaceId, repository.id));
  }
}

/** Removes Aerie Git directories whose rows are gone (a deleted project's, say). */
export async function removeAerieDirectories(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => removeRepositoryDirectory(path)));
}
