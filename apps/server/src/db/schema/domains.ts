import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { deployments } from './deployments.js';
import { stores } from './stores.js';
import { websites } from './websites.js';
import { workspaces } from './workspaces.js';

/**
 * A workspace's domains (issue 32 § 1, docs/product.md § Custom domains): added once, proven by a TXT record
 * holding `token`. Several workspaces may add the same name while it is pending, but only one may have it
 * verified: the partial unique index makes two verifications racing for the same name end with one winner.
 */
export const workspaceDomains = pgTable(
  'workspace_domains',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 253 }).notNull(),
    token: varchar('token', { length: 64 }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Why the last check did not verify the domain; null once verified or before any check. */
    lastError: varchar('last_error', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('workspace_domains_workspace_name_unique').on(table.workspaceId, table.name),
    uniqueIndex('workspace_domains_verified_name_unique')
      .on(table.name)
      .where(sql`${table.verifiedAt} is not null`),
  ],
);

/**
 * A name of a domain (the domain itself or one under it) pointed at what answers there: a published site,
 * a storefront or a deployment. `targetKind` names the column that holds the target; deleting the target or the domain
 * deletes the row, so nothing answers for a name whose owner let it go.
 */
export const domainHosts = pgTable(
  'domain_hosts',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => workspaceDomains.id, { onDelete: 'cascade' }),
    host: varchar('host', { length: 253 }).notNull(),
    targetKind: varchar('target_kind', { length: 20 }).$type<'site' | 'store' | 'deployment'>().notNull(),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The certificate a visitor's browser is served on this host, as last seen (modules/domains/check-certificate.ts):
     * `issued`, `renewing` (in the last third of its life) or `failing` with the reason; null before any check.
     */
    certificateState: varchar('certificate_state', { length: 10 }).$type<'issued' | 'renewing' | 'failing'>(),
    certificateIssuer: varchar('certificate_issuer', { length: 200 }),
    certificateExpiresAt: timestamp('certificate_expires_at', { withTimezone: true }),
    certificateError: varchar('certificate_error', { length: 300 }),
    certificateCheckedAt: timestamp('certificate_checked_at', { withTimezone: true }),
    /** Issue 32 § 3: an app deployed to the user's server, served there by Caddy (not by Aerie's web processes). */
    deploymentId: integer('deployment_id').references(() => deployments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    unique('domain_hosts_domain_host_unique').on(table.domainId, table.host),
    index('domain_hosts_host_idx').on(table.host),
    index('domain_hosts_deployment_idx')
      .on(table.deploymentId)
      .where(sql`${table.deploymentId} is not null`),
  ],
);

export type WorkspaceDomainRow = typeof workspaceDomains.$inferSelect;
export type DomainHostRow = typeof domainHosts.$inferSelect;
