import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { workspaces } from './workspaces.js';

/**
 * The transactional outbox (docs/architecture.md § Domain events): a domain writes its event in the
 * transaction that made the change, so an event exists exactly when its change does. `dispatchedAt` is set
 * once the event's subscriber jobs are queued. The project is kept as a plain number: a project's events
 * outlive it (the feed still says it was deleted). Events are also the activity feed's rows.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    version: smallint('version').notNull(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: integer('project_id'),
    actorUserId: integer('actor_user_id'),
    /** What the event is about ("deployment:12"): subscribers that need order handle one aggregate in order. */
    aggregate: varchar('aggregate', { length: 80 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('domain_events_workspace_idx').on(table.workspaceId, table.id),
    index('domain_events_project_idx').on(table.projectId, table.id),
    index('domain_events_aggregate_idx').on(table.aggregate, table.id),
    index('domain_events_undispatched_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);
export type DomainEventRow = typeof domainEvents.$inferSelect;

/**
 * One row per event a subscriber has handled, written in the subscriber's own transaction: a job retried
 * after a crash finds it and does nothing, so each subscriber acts once per event.
 */
export const eventReceipts = pgTable(
  'event_receipts',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    subscriber: varchar('subscriber', { length: 80 }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.subscriber] })],
);
