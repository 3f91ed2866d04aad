import { and, eq } from 'drizzle-orm';

import type { Database } from '../../db/client.js';
import { projects, repositories } from '../../db/schema/index.js';
import { notProjectOwner } from './project-access.js';

/**
 * Deletes a project; its member rows, repositories and the rest go with it (ON DELETE CASCADE). The owner
 * is checked again in the statement: an ownership transfer may have landed since the caller was checked.
 * Returns the Aerie Git repositories deleted with it, read in the same transaction, so the caller removes
 * exactly their directories once the delete has committed.
 */
export async function deleteProject(
  db: Database,
  projectId: number,
  ownerId: number,
): Promise<{ id: number; workspaceId: number }[]> {
  return db.transaction(async (tx) => {
    // Read before the cascade takes them; a failed owner check below rolls this back too.
    const gitRepositories = await tx
      .delete(repositories)
      .where(and(eq(repositories.projectId, projectId), eq(repositories.platform, 'aerie')))
      .returning({ id: repositories.id, workspaceId: repositories.workspaceId });
    const deleted = await tx
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
      .returning({ id: projects.id });
    if (!deleted.length) throw notProjectOwner('delete');
    return gitRepositories;
  });
}
