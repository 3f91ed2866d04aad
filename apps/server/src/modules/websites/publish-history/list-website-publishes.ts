import { LIMITS, type WebsitePublish } from '@aerie/contract';
import { desc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { users, websitePublications, websitePublishes } from '../../../db/schema/index.js';
import type { VisibleWebsite } from '../website-access.js';

/** The kept publishes of a site, newest first: who published which revision and when, and which one is live. */
export async function listWebsitePublishes(db: Queryable, { website }: VisibleWebsite): Promise<WebsitePublish[]> {
  const [live] = await db
    .select({ publishId: websitePublications.publishId })
    .from(websitePublications)
    .where(eq(websitePublications.websiteId, website.id))
    .limit(1);
  const rows = await db
    .select({
      id: websitePublishes.id,
      revision: websitePublishes.revision,
      publishedAt: websitePublishes.publishedAt,
      hasProjectData: sql<boolean>`${websitePublishes.projectData} is not null`,
      userId: users.id,
      first: users.first,
      last: users.last,
    })
    .from(websitePublishes)
    .leftJoin(users, eq(users.id, websitePublishes.publishedById))
    .where(eq(websitePublishes.websiteId, website.id))
    .orderBy(desc(websitePublishes.id))
    .limit(LIMITS.publishesKept);
  return rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    published_at: row.publishedAt.toISOString(),
    published_by: row.userId === null ? null : { id: row.userId, first: row.first ?? '', last: row.last ?? '' },
    live: row.id === live?.publishId,
    restorable_as_draft: row.hasProjectData,
  }));
}
