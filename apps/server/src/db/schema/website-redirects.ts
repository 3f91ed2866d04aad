import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { websites } from './websites.js';

/**
 * A site's former subdomains (docs/product.md § Website settings): each answers with a permanent redirect to the
 * site's current address until `until`, and stays reserved until then (no other site may take it; the site itself may
 * take it back, which removes the row). Rows point at the site, not at the next name, so a chain of renames redirects
 * the first name straight to the last. Expired rows are ignored by every lookup and pruned whenever a rename changes
 * names (modules/websites/subdomain-claims.ts); the site's deletion removes them (cascade).
 */
export const websiteRedirects = pgTable(
  'website_redirects',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    subdomain: varchar('subdomain', { length: 63 }).notNull().unique(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('website_redirects_website_idx').on(table.websiteId)],
);

export type WebsiteRedirectRow = typeof websiteRedirects.$inferSelect;
