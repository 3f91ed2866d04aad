import type { SiteTemplateId } from '@aerie/contract';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { projects } from './projects.js';
import { users } from './users.js';

/** A published page, rendered and sanitised on the server at publish time. */
export interface PublishedPage {
  /** '' for the home page, else the path segment (`about`, `about--0`). */
  slug: string;
  name: string;
  title: string;
  description: string;
  keywords: string;
  /** The whole sanitised HTML document. */
  html: string;
}

/** Raw bytes (a site icon of a few KB); node-postgres hands a bytea back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Websites of a project (docs/product.md § Websites and the builder). `project_data` is the editor's draft (GrapesJS
 * project data) at `revision`; every save bumps the revision, and a save that started from an older one is refused.
 * `subdomain` and a verified `custom_domain` are unique across the platform.
 */
export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    subdomain: varchar('subdomain', { length: 63 }).notNull().unique(),
    template: varchar('template', { length: 20 }).$type<SiteTemplateId>().notNull(),
    revision: integer('revision').notNull().default(1),
    projectData: jsonb('project_data').notNull(),
    /** 'free', or the paid site plan bought through the checkout (a custom domain comes with it). */
    plan: varchar('plan', { length: 20 }).notNull().default('free'),
    planPaidUntil: timestamp('plan_paid_until', { withTimezone: true }),
    /** The owner cancelled the site plan: at `plan_paid_until` the billing cycle ends it (back to 'free'). */
    planCancelAtPeriodEnd: boolean('plan_cancel_at_period_end').notNull().default(false),
    /** When the owner was e-mailed that the paid period ends unrenewed; cleared by the next payment. */
    planRenewalRemindedAt: timestamp('plan_renewal_reminded_at', { withTimezone: true }),
    /**
     * Set when the site plan ended: the custom domain is kept (re-subscribing brings it back) but not
     * served; the site stays on its subdomain.
     */
    customDomainSuspendedAt: timestamp('custom_domain_suspended_at', { withTimezone: true }),
    /** Served by Host header once verified; unique, so two sites can never both claim one domain. */
    customDomain: varchar('custom_domain', { length: 253 }).unique(),
    /** Entered, waiting for its TXT record (`domain_token`) to appear. */
    pendingDomain: varchar('pending_domain', { length: 253 }),
    domainToken: varchar('domain_token', { length: 64 }),
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    publishedRevision: integer('published_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('websites_project_created_idx').on(table.projectId, table.createdAt)],
);
export type WebsiteRow = typeof websites.$inferSelect;

/** The last saved drafts of a site (LIMITS.revisionsKept of them), to restore. */
export const websiteRevisions = pgTable(
  'website_revisions',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    projectData: jsonb('project_data').notNull(),
    savedById: integer('saved_by_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** A name someone gave the revision ("Before the redesign"); null when unnamed. */
    name: varchar('name', { length: 60 }),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.revision] })],
);

/**
 * Every publish of a site, the last LIMITS.publishesKept of them (docs/product.md § Publish history): the project
 * data published (to restore as the draft) and what it rendered (to restore as the live site without rendering
 * again). `project_data` is null only for a publish made before the history existed whose revision was pruned.
 */
export const websitePublishes = pgTable(
  'website_publishes',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    projectData: jsonb('project_data'),
    pages: jsonb('pages').$type<PublishedPage[]>().notNull(),
    css: text('css').notNull(),
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The icon the owner chose, made at publish time (a 48×48 PNG, docs/architecture.md § Site icon); null serves
     * the generated one.
     */
    favicon: bytea('favicon'),
  },
  (table) => [index('website_publishes_website_idx').on(table.websiteId, table.id)],
);
export type WebsitePublishRow = typeof websitePublishes.$inferSelect;

/**
 * The live site: what the last publish rendered, or the publish restored as live since. Replaced as a whole
 * by the next publish or restore; `publish_id` names the history row it came from.
 */
export const websitePublications = pgTable('website_publications', {
  websiteId: integer('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  publishId: integer('publish_id').references(() => websitePublishes.id, { onDelete: 'set null' }),
  revision: integer('revision').notNull(),
  pages: jsonb('pages').$type<PublishedPage[]>().notNull(),
  css: text('css').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** The publish's chosen icon (website_publishes.favicon), or null for the generated one. */
  favicon: bytea('favicon'),
});

/** Builder images of a site, in the files port under `key`; deleted with the site. */
export const websiteImages = pgTable(
  'website_images',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull().unique(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The original's size (null for images uploaded before variants were made). */
    width: integer('width'),
    height: integer('height'),
    /**
     * The widths whose resized copies exist (docs/architecture.md § Image variants): null until the variant
     * job has run, `{}` when none are made (SVG, or bytes that could not be decoded).
     */
    variantWidths: integer('variant_widths').array(),
  },
  (table) => [index('website_images_website_idx').on(table.websiteId)],
);
