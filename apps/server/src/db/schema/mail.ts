import { integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends, written in the same transaction as the change that caused it, then
 * delivered by a job. Without SMTP the outbox is the development inbox (/dev/mail).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** Extra headers the transport sends as they are (a notification's List-Unsubscribe pair); null for none. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  status: varchar('status', { length: 10 }).$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
export type MailRow = typeof mailOutbox.$inferSelect;
