import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { loadVisibleProject, type VisibleProject } from '../projects/index.js';
import type { StoreRow } from './store-view.js';

/** A store the caller may see from the dashboard, with the project that makes it visible. */
export interface VisibleStore extends VisibleProject {
  store: StoreRow;
}

/**
 * A store whose project the caller sees (a member of its workspace or a collaborator), or 404 — the same
 * answer as for an id that names no store (docs/architecture.md § Authorization), so another workspace's stores reveal
 * nothing.
 */
export async function loadVisibleStore(db: Queryable, userId: number, id: number): Promise<VisibleStore> {
  const [store] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!store) throw notFound('The store');
  try {
    return { ...(await loadVisibleProject(db, userId, { id: store.projectId })), store };
  } catch (error) {
    throw error instanceof AppError && error.code === 'not_found' ? notFound('The store') : error;
  }
}

/**
 * Deleting a store is the project admin's alone (its owner, docs/product.md § Roles and permissions); other members see
 * it, so they hear 403.
 */
export function assertStoreAdmin(visible: VisibleProject, userId: number): void {
  if (visible.project.ownerId !== userId) throw forbidden('Only the project owner can delete this store.');
}
