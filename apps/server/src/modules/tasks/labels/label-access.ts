import { roleMay, roleRefusal } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { labels, type LabelRow } from '../../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../../errors.js';
import { loadVisibleProject, type ProjectRef, type VisibleProject } from '../../projects/index.js';

/**
 * A project whose labels the caller may manage: who cannot see it hears 404 (as if it did not exist), a guest
 * 403 (contract ROLE_TABLE 'manage labels'; docs/product.md § Labels).
 */
export async function loadLabelManagerProject(db: Queryable, userId: number, ref: ProjectRef): Promise<VisibleProject> {
  const visible = await loadVisibleProject(db, userId, ref);
  if (!roleMay(visible.projectRole, 'manage labels')) throw forbidden(roleRefusal('manage labels'));
  return visible;
}

/** A label the caller may manage; one of a project they cannot see is an unknown id (404). */
export async function loadManagedLabel(
  db: Queryable,
  userId: number,
  labelId: number,
): Promise<VisibleProject & { label: LabelRow }> {
  const [label] = await db.select().from(labels).where(eq(labels.id, labelId)).limit(1);
  if (!label) throw notFound('The label');
  try {
    return { ...(await loadLabelManagerProject(db, userId, { id: label.projectId })), label };
  } catch (error) {
    throw error instanceof AppError && error.status === 404 ? notFound('The label') : error;
  }
}
