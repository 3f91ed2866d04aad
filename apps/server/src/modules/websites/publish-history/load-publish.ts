import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { websitePublishes, type WebsitePublishRow } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';

/** A kept publish of this site; another site's publish, a pruned one or an unknown id is 404 alike. */
export async function loadPublish(db: Queryable, websiteId: number, publishId: number): Promise<WebsitePublishRow> {
  const [row] = await db
    .select()
    .from(websitePublishes)
    .where(and(eq(websitePublishes.id, publishId), eq(websitePublishes.websiteId, websiteId)))
    .limit(1);
  if (!row) throw notFound('The publish');
  return row;
}
