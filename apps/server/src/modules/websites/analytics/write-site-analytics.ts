import { sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { siteAnalyticsCounts, siteAnalyticsVisitors } from '../../../db/schema/index.js';

export interface CountRow {
  websiteId: number;
  day: string;
  kind: string;
  key: string;
  n: number;
}

export interface VisitorRow {
  websiteId: number;
  day: string;
  hash: string;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;

const orderOf = (row: { websiteId: number; day: string }, rest: string) => `${row.websiteId}\t${row.day}\t${rest}`;

/**
 * Adds a batch of counters: a row another process (or an earlier batch) made is added to, not replaced. Rows go
 * in one order everywhere, so two processes writing the same rows wait for each other instead of deadlocking.
 */
export async function addCounts(db: Queryable, rows: CountRow[]): Promise<void> {
  const sorted = rows.toSorted((a, b) =>
    orderOf(a, `${a.kind}\t${a.key}`) < orderOf(b, `${b.kind}\t${b.key}`) ? -1 : 1,
  );
  for (let start = 0; start < sorted.length; start += CHUNK) {
    await db
      .insert(siteAnalyticsCounts)
      .values(sorted.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [
          siteAnalyticsCounts.websiteId,
          siteAnalyticsCounts.day,
          siteAnalyticsCounts.kind,
          siteAnalyticsCounts.key,
        ],
        set: { n: sql`${siteAnalyticsCounts.n} + excluded.n` },
      });
  }
}

/** Records the day's visitors of each site; one already recorded that day (by any process) stays one. */
export async function addVisitors(db: Queryable, rows: VisitorRow[]): Promise<void> {
  const sorted = rows.toSorted((a, b) => (orderOf(a, a.hash) < orderOf(b, b.hash) ? -1 : 1));
  for (let start = 0; start < sorted.length; start += CHUNK) {
    await db
      .insert(siteAnalyticsVisitors)
      .values(sorted.slice(start, start + CHUNK))
      .onConflictDoNothing();
  }
}
