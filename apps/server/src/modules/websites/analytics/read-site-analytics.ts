import { ANALYTICS_DAYS, ANALYTICS_TOP, type WebsiteAnalytics } from '@aerie/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { siteAnalyticsCounts, siteAnalyticsVisitors } from '../../../db/schema/index.js';
import { dayOf } from './visitor-salts.js';

/** A site's last ANALYTICS_DAYS days (UTC, today included), as the dashboard shows them. */
export async function readSiteAnalytics(
  db: Queryable,
  websiteId: number,
  now: Date,
): Promise<Omit<WebsiteAnalytics, 'name'>> {
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, index) =>
    dayOf(now.getTime() - (ANALYTICS_DAYS - 1 - index) * 86_400_000),
  );
  const counts = siteAnalyticsCounts;
  const inRange = and(eq(counts.websiteId, websiteId), gte(counts.day, days[0]!));
  const total = sql<number>`sum(${counts.n})::int`;

  const [perDayKind, visitorsPerDay, topPages, topReferrers, topNotFound] = await Promise.all([
    db
      .select({ day: counts.day, kind: counts.kind, key: counts.key, n: total })
      .from(counts)
      .where(and(inRange, sql`${counts.kind} in ('view', 'bot', 'not_found', 'device')`))
      .groupBy(counts.day, counts.kind, counts.key),
    db
      .select({ day: siteAnalyticsVisitors.day, n: count() })
      .from(siteAnalyticsVisitors)
      .where(and(eq(siteAnalyticsVisitors.websiteId, websiteId), gte(siteAnalyticsVisitors.day, days[0]!)))
      .groupBy(siteAnalyticsVisitors.day),
    topOf(db, inRange, 'view'),
    topOf(db, inRange, 'referrer'),
    topOf(db, inRange, 'not_found'),
  ]);

  const views = new Map<string, number>();
  const totals = { views: 0, visitors: 0, not_found: 0, bots: 0 };
  const devices = { mobile: 0, tablet: 0, desktop: 0 };
  for (const row of perDayKind) {
    if (row.kind === 'view') {
      views.set(row.day, (views.get(row.day) ?? 0) + row.n);
      totals.views += row.n;
    } else if (row.kind === 'bot') totals.bots += row.n;
    else if (row.kind === 'not_found') totals.not_found += row.n;
    else if (row.key in devices) devices[row.key as keyof typeof devices] += row.n;
  }
  const visitors = new Map(visitorsPerDay.map((row) => [row.day, row.n]));
  for (const n of visitors.values()) totals.visitors += n;

  return {
    days: days.map((day) => ({ day, views: views.get(day) ?? 0, visitors: visitors.get(day) ?? 0 })),
    totals,
    top_pages: topPages.map((row) => ({ path: row.key, views: row.n })),
    top_referrers: topReferrers.map((row) => ({ host: row.key, views: row.n })),
    devices,
    not_found: topNotFound.map((row) => ({ path: row.key, count: row.n })),
  };
}

function topOf(db: Queryable, inRange: ReturnType<typeof and>, kind: string) {
  const counts = siteAnalyticsCounts;
  const total = sql<number>`sum(${counts.n})::int`;
  return db
    .select({ key: counts.key, n: total })
    .from(counts)
    .where(and(inRange, eq(counts.kind, kind)))
    .groupBy(counts.key)
    .orderBy(desc(total), counts.key)
    .limit(ANALYTICS_TOP);
}
