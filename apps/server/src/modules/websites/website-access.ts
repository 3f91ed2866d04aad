import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { websites, type WebsiteRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { loadVisibleProject, type VisibleProject } from '../projects/project-access.js';

export interface VisibleWebsite extends VisibleProject {
  website: WebsiteRow;
}

/**
 * A website the caller may see: whoever sees its project (DESIGN §7). A site of a project the caller
 * cannot see answers the same 404 as a uuid that does not exist.
 */
export async function loadVisibleWebsite(db: Queryable, userId: number, uuid: string): Promise<VisibleWebsite> {
  const [website] = await db.select().from(websites).where(eq(websites.uuid, uuid)).limit(1);
  if (!website) throw notFound('The website');
  try {
    return { ...(await loadVisibleProject(db, userId, { id: website.projectId })), website };
  } catch {
    throw notFound('The website');
  }
}
