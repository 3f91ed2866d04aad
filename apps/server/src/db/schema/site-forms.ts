import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { websites } from './websites.js';

/** One answer of a submission: the field as the visitor saw it, and what they entered. */
export interface SubmissionField {
  name: string;
  label: string;
  value: string;
}

/**
 * What visitors sent through a published site's forms (docs/product.md § Site forms): kept per site and form
 * (`form_key` is the form's address, `form_name` what the inbox calls it then), deleted with the site. Only
 * submissions that passed every check are here; refused ones are never written.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    formKey: varchar('form_key', { length: 60 }).notNull(),
    formName: varchar('form_name', { length: 60 }).notNull(),
    fields: jsonb('fields').$type<SubmissionField[]>().notNull(),
    /** Lower-cased text of every value, for the inbox's search. */
    searchText: varchar('search_text', { length: 20000 }).notNull(),
    read: boolean('read').notNull().default(false),
    /** The page the form was posted from, as the browser said (Referer path), when it said. */
    pagePath: varchar('page_path', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_website_idx').on(table.websiteId, table.id)],
);
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;

/**
 * Submissions a site took in a calendar month (UTC), against its plan's limit: the counter the limit is checked
 * and taken on in one statement (modules/websites/forms/take-submission-slot.ts). `limit_noticed_at`: when the
 * owner was told the month is full, so they hear it once.
 */
export const formMonthlyUsage = pgTable(
  'form_monthly_usage',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    submissions: integer('submissions').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    limitNoticedAt: timestamp('limit_noticed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.month] })],
);
