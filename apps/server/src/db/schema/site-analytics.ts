import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/*
 * Published sites' visits (docs/architecture.md § Site analytics), counted by the web processes in memory and
 * added here every few seconds. No foreign key to websites: a batch written as a site is deleted must not fail
 * for every other site in it; the daily prune drops the rows of sites that are gone.
 */

/**
 * One counter per site, UTC day, kind and key: `view` (key: the page's path), `not_found` (the path),
 * `referrer` (the referring host), `device` (mobile, tablet, desktop) and `bot` (key ''). Processes add to a
 * row with `n = n + excluded.n`, so their counts sum.
 */
export const siteAnalyticsCounts = pgTable(
  'site_analytics_counts',
  {
    websiteId: integer('website_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.day, table.kind, table.key] })],
);

/**
 * The day's distinct visitors of a site: a keyed hash of address and user agent under that day's salt, never the
 * address or the user agent. Once the day's salt is deleted the hashes can no longer be matched to anyone.
 */
export const siteAnalyticsVisitors = pgTable(
  'site_analytics_visitors',
  {
    websiteId: integer('website_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hash: varchar('hash', { length: 32 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.day, table.hash] })],
);

/**
 * The visitor hash's salt of a UTC day, random, shared by every web process (so one visitor served by two
 * processes is one visitor) and deleted once its day is over.
 */
export const siteAnalyticsSalts = pgTable('site_analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});
