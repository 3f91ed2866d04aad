import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { websites, type WebsiteRow } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { loadVisibleProject, type VisibleProject } from '../projects/index.js';

/** A website the caller may work on, with the project that makes it visible. */
export interface VisibleWebsite extends VisibleProject {
  website: WebsiteRow;
}

/**
 * A website whose project the caller sees (a member of its workspace or a collaborator), or 404 — the
 * same answer as for a uuid that names no site (docs/architecture.md § Authorization), so another workspace's sites
 * reveal nothing.
 */
export async function loadVisibleWebsite(db: Queryable, userId: number, uuid: string): Promise<VisibleWebsite> {
  const [website] = await db.select().from(websites).where(eq(websites.uuid, uuid)).limit(1);
  if (!website) throw notFound('The website');
  try {
    return { ...(await loadVisibleProject(db, userId, { id: website.projectId })), website };
  } catch (error) {
    // The project is hidden from the caller: the site is, too, under its own name.
    throw error instanceof AppError && error.code === 'not_found' ? notFound('The website') : error;
  }
}

/**
 * Whether the caller is the project's admin (its owner, docs/product.md § Roles and permissions), the only one who may
 * delete its sites.
 */
export const isWebsiteAdmin = (visible: VisibleProject, userId: number) => visible.project.ownerId === userId;

/** Deleting a site is the admin's alone; other members see it, so they hear 403 rather than 404. */
export function assertWebsiteAdmin(visible: VisibleProject, userId: number): void {
  if (!isWebsiteAdmin(visible, userId)) throw forbidden('Only the project owner can delete this website.');
}
