import { index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

import { users } from './users.js';
import { websites } from './websites.js';

/**
 * Links that show a site's current draft to people without an account (docs/security.md § Share links). Only
 * the SHA-256 of the token is kept: the address is shown once, and a leaked table opens no draft. A link
 * works until `expires_at` unless `revoked_at` is set; both kept so the preview host can say it is gone (410).
 */
export const websiteShareLinks = pgTable(
  'website_share_links',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('website_share_links_website_idx').on(table.websiteId, table.expiresAt)],
);
