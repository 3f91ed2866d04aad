import { eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';

/**
 * The next task number of a project (docs/product.md § Task keys). Call it with the board locked: creates on
 * one board then run one after the other, so two never take the same number (the unique index
 * `tasks_project_number_key` would refuse it anyway). A number once taken is never given again, even when its
 * task is deleted, so a key in an old commit message never names a newer task.
 */
export async function takeTaskNumber(tx: Queryable, projectId: number): Promise<number> {
  const [project] = await tx
    .update(projects)
    .set({ lastTaskNumber: sql`${projects.lastTaskNumber} + 1` })
    .where(eq(projects.id, projectId))
    .returning({ number: projects.lastTaskNumber });
  return project!.number;
}
