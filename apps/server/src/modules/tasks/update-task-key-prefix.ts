import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';

/**
 * Renames a project's task key prefix (docs/product.md § Task keys): the numbers stay, so "AER-12" becomes
 * "SHOP-12". Prefixes need not be unique: a key only ever names a task of the repository's own project.
 */
export async function updateTaskKeyPrefix(db: Queryable, projectId: number, prefix: string): Promise<string> {
  await db.update(projects).set({ taskKeyPrefix: prefix, updatedAt: new Date() }).where(eq(projects.id, projectId));
  return prefix;
}
