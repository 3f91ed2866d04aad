import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

import { users } from './users.js';
import { websites } from './websites.js';

/**
 * Who of the project hears of a site's form submissions (docs/product.md § Site forms), chosen in the inbox.
 * No row for a site: its project's owner does. Kept out of the published forms on purpose, so no page carries
 * an address; a person who no longer sees the project is skipped when the event is sent, and goes with their account.
 */
export const websiteFormRecipients = pgTable(
  'website_form_recipients',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.websiteId, table.userId] }),
    index('website_form_recipients_user_idx').on(table.userId),
  ],
);
