import { lt, notInArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { siteAnalyticsCounts, siteAnalyticsVisitors, websites } from '../../../db/schema/index.js';
import { dayOf, deletePastSalts } from './visitor-salts.js';

/** The dashboard shows 30 days; a margin is kept, nothing older. */
export const ANALYTICS_KEPT_DAYS = 90;

/**
 * The hourly clean-up: the salts of days that are over (their visitors can no longer be matched to anyone),
 * counts and visitor hashes older than ANALYTICS_KEPT_DAYS, and the rows of sites that were deleted.
 */
export async function pruneSiteAnalytics(db: Queryable, now: Date): Promise<void> {
  const at = now.getTime();
  await deletePastSalts(db, at);
  const oldest = dayOf(at - ANALYTICS_KEPT_DAYS * 86_400_000);
  const existing = db.select({ id: websites.id }).from(websites);
  for (const table of [siteAnalyticsCounts, siteAnalyticsVisitors]) {
    await db.delete(table).where(lt(table.day, oldest));
    await db.delete(table).where(notInArray(table.websiteId, existing));
  }
}
