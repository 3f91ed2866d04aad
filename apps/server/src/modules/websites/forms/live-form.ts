import { parseForms, type SiteForm } from '@aerie/blocks';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { websitePublications } from '../../../db/schema/index.js';

/** Parsed forms of the live publications read lately, by site; a new publish changes `published_at`. */
const parsed = new Map<number, { publishedAt: number; forms: SiteForm[] }>();
const KEPT = 200;

/**
 * The form at `/_forms/{key}` of a site's live pages, or null (docs/architecture.md § Site forms). Its fields and
 * settings come from the published HTML itself, so a restore or a new publish changes them with the pages and a
 * form never published (or of another site) has none. Read from the database, not the serving cache: a
 * submission is rare next to a page view, and this way it never waits on, or fills, that cache.
 */
export async function findLiveForm(db: Queryable, websiteId: number, key: string): Promise<SiteForm | null> {
  const [row] = await db
    .select({ pages: websitePublications.pages, publishedAt: websitePublications.publishedAt })
    .from(websitePublications)
    .where(eq(websitePublications.websiteId, websiteId));
  if (!row) return null;
  const publishedAt = row.publishedAt.getTime();
  let entry = parsed.get(websiteId);
  if (entry?.publishedAt !== publishedAt) {
    entry = { publishedAt, forms: row.pages.flatMap((page) => parseForms(page.html)) };
    if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value!);
    parsed.set(websiteId, entry);
  }
  return entry.forms.find((form) => form.key === key) ?? null;
}
