import { bigserial, index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { repositories } from './repositories.js';

/**
 * A provider repository's push webhook (issue 28, docs/product.md § Schedules and push-to-deploy): made on
 * GitHub, GitLab or Bitbucket when a deployment of the repository turns push-to-deploy on, shared by all its
 * deployments (one per repository), removed with the last of them. The provider posts to
 * `/api/hooks/git/{slug}`; `secretEnc` is what it signs with, sealed (modules/secrets) with
 * `provider_push_hooks:{slug}` as associated data.
 */
export const providerPushHooks = pgTable('provider_push_hooks', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  repositoryId: integer('repository_id')
    .notNull()
    .unique()
    .references(() => repositories.id, { onDelete: 'cascade' }),
  /** The provider's id of the webhook: GitHub's and GitLab's numbers, Bitbucket's braced uuid. */
  providerHookId: varchar('provider_hook_id', { length: 100 }).notNull(),
  secretEnc: text('secret_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ProviderPushHookRow = typeof providerPushHooks.$inferSelect;

/**
 * Deliveries of push webhooks already acted on, by the provider's own id (`X-GitHub-Delivery`,
 * `X-Gitlab-Event-UUID`, Bitbucket's `X-Request-UUID`): a redelivered or replayed request finds its id here
 * and queues nothing. Written in the transaction that records the push's commits and its event.
 */
export const providerPushDeliveries = pgTable(
  'provider_push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: varchar('platform', { length: 20 }).$type<'github' | 'gitlab' | 'bitbucket'>().notNull(),
    deliveryId: varchar('delivery_id', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('provider_push_deliveries_platform_delivery_key').on(table.platform, table.deliveryId),
    index('provider_push_deliveries_received_idx').on(table.receivedAt),
  ],
);
