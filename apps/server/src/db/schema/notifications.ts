import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { domainEvents } from './events.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * The bell (docs/architecture.md § Notifications): one row per person per domain event that concerns them.
 * Unique per (user, event), so a subscriber retried after a crash never notifies twice. `email` is the
 * channel the person's preference chose when it was made; a 'daily' row waits for the digest until
 * `mailedAt` is set.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 10 }).$type<'immediate' | 'daily' | 'off'>().notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_user_event_key').on(table.userId, table.eventId),
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_digest_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.email} = 'daily' and ${table.mailedAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A person's e-mail channel for one event type, where it differs from the default (absent: the default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: varchar('event_type', { length: 60 }).notNull(),
    email: varchar('email', { length: 10 }).$type<'immediate' | 'daily' | 'off'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventType] })],
);
