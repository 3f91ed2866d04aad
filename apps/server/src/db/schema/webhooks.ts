import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

import { domainEvents } from './events.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A project's outgoing webhook (issue 26 §3): where its events go, which of them, in which body format.
 * The signing secret is sealed (modules/secrets) with `webhook:{slug}` as associated data.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2048 }).notNull(),
    /** Catalogue event names (contract WEBHOOK_EVENTS). */
    events: jsonb('events').$type<string[]>().notNull(),
    format: varchar('format', { length: 10 }).notNull().default('aerie'),
    secretEnc: text('secret_enc').notNull(),
    active: boolean('active').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_project_idx').on(table.projectId, table.id)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event on its way to one endpoint. Unique per (endpoint, event), so a subscriber retried after a crash
 * cannot make a second; a test delivery has no event. `body` is fixed when the delivery is made: every
 * attempt and every Redeliver sends the same bytes. `attemptCount` counts the automatic attempts only: the
 * queued job that carries the next number is the one allowed to make it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: varchar('uuid', { length: 36 }).notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => domainEvents.id, { onDelete: 'cascade' }),
    eventName: varchar('event_name', { length: 60 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_endpoint_event_unique').on(table.endpointId, table.eventId),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Every request made for a delivery, automatic or a Redeliver: what the delivery log shows. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseStatus: integer('response_status'),
    error: varchar('error', { length: 300 }),
    responseBody: text('response_body').notNull().default(''),
    redelivery: boolean('redelivery').notNull().default(false),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.id)],
);
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
