import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { labels } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';

/** Deletes a label; it leaves every task that had it (their task_labels rows go, ON DELETE CASCADE). */
export async function deleteLabel(db: Queryable, labelId: number): Promise<void> {
  const deleted = await db.delete(labels).where(eq(labels.id, labelId)).returning({ id: labels.id });
  if (!deleted.length) throw notFound('The label');
}
