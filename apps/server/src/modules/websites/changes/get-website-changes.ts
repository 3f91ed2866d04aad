import type { WebsiteChanges } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { websitePublications, websitePublishes } from '../../../db/schema/index.js';
import type { VisibleWebsite } from '../website-access.js';
import { compareProjectData } from './compare-project-data.js';

/**
 * Where the draft stands against the live site: compared with the project data of the publish that is live.
 * A publish recorded before the history kept project data cannot be compared; the draft then has changes
 * when its revision is not the published one.
 */
export async function getWebsiteChanges(db: Queryable, { website }: VisibleWebsite): Promise<WebsiteChanges> {
  const base = {
    revision: website.revision,
    published_revision: website.publishedRevision,
    published_at: website.publishedAt?.toISOString() ?? null,
  };
  const [live] = await db
    .select({ projectData: websitePublishes.projectData })
    .from(websitePublications)
    .leftJoin(websitePublishes, eq(websitePublishes.id, websitePublications.publishId))
    .where(eq(websitePublications.websiteId, website.id))
    .limit(1);
  if (!live) return { ...base, status: 'not_published', comparable: false, pages: [], site_styles_changed: false };
  if (live.projectData === null) {
    const changed = website.revision !== website.publishedRevision;
    return {
      ...base,
      status: changed ? 'unpublished_changes' : 'published',
      comparable: false,
      pages: [],
      site_styles_changed: false,
    };
  }
  const { pages, siteStylesChanged } = compareProjectData(live.projectData, website.projectData);
  const changed = pages.length > 0 || siteStylesChanged;
  return {
    ...base,
    status: changed ? 'unpublished_changes' : 'published',
    comparable: true,
    pages,
    site_styles_changed: siteStylesChanged,
  };
}
