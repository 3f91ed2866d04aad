import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { servers } from './hosting.js';
import { websitePublishes, websites } from './websites.js';

/**
 * Where a site is published besides Aerie (issue 32 § 4, docs/product.md § Publish to your own server): one
 * server of the workspace and a folder on it. Each publish uploads the rendered site to
 * `{deployPath}/releases/{name}` and switches `{deployPath}/current` to it; Caddy there serves `current`
 * under the site's verified hosts. `release_*` say how the last upload or rollback went, for the builder.
 */
export const siteServerTargets = pgTable('site_server_targets', {
  id: serial('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .unique()
    .references(() => websites.id, { onDelete: 'cascade' }),
  serverId: integer('server_id')
    .notNull()
    .references(() => servers.id, { onDelete: 'cascade' }),
  deployPath: varchar('deploy_path', { length: 255 }).notNull(),
  keepReleases: integer('keep_releases').notNull().default(5),
  /** The release `current` points at, as far as Aerie knows. */
  liveRelease: varchar('live_release', { length: 120 }),
  releaseState: varchar('release_state', { length: 20 })
    .$type<'queued' | 'uploading' | 'live' | 'failed'>()
    .notNull()
    .default('queued'),
  releaseError: varchar('release_error', { length: 500 }),
  releaseAt: timestamp('release_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The releases uploaded for a target, newest last; `pruned` once removed from the server (no longer offered for
 * rollback). Deleted with the target: a new target starts a new list.
 */
export const siteServerReleases = pgTable(
  'site_server_releases',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => siteServerTargets.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    publishId: integer('publish_id').references(() => websitePublishes.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull(),
    pruned: boolean('pruned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_server_releases_target_idx').on(table.targetId, table.id)],
);

export type SiteServerTargetRow = typeof siteServerTargets.$inferSelect;
export type SiteServerReleaseRow = typeof siteServerReleases.$inferSelect;
