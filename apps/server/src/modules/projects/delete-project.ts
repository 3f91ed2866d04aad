import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { notProjectOwner } from './project-access.js';

/**
 * Deletes a project; its member rows go with it (ON DELETE CASCADE), in the same statement. The owner is
 * checked again in the statement: an ownership transfer may have landed since the caller was checked.
 */
export async function deleteProject(db: Queryable, projectId: number, ownerId: number): Promise<void> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  if (!deleted.length) throw notProjectOwner('delete');
}
