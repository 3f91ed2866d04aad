import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { projects } from './projects.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/** docs/product.md § Buying a pilot; prices in minor units (cents, kobo) per month. `size` is the cloud's size slug. */
export const pilotPlans = pgTable('pilot_plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  dollarPrice: integer('dollar_price').notNull(),
  nairaPrice: integer('naira_price').notNull(),
  details: jsonb('details').$type<string[]>().notNull(),
  size: varchar('size', { length: 40 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
export type PilotPlanRow = typeof pilotPlans.$inferSelect;

/** docs/product.md § Buying a pilot: the cloud image and what the pilot's first boot installs (`setup`, a bash script). */
export const pilotTemplates = pgTable('pilot_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  details: varchar('details', { length: 300 }).notNull(),
  image: varchar('image', { length: 60 }).notNull(),
  setup: text('setup').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
export type PilotTemplateRow = typeof pilotTemplates.$inferSelect;

/**
 * Promo codes of the Add Pilot page: a percentage off the first month, until `expiresAt`. `uses` counts
 * the payments started with the code, against `maxUses` (null: no limit); `maxUsesPerWorkspace` caps one
 * workspace's share, counted in `pilot_discount_code_uses`. Both counts move only by conditional updates
 * (claim-promo-code.ts), so they never pass their limits however many payments start at once.
 */
export const pilotDiscountCodes = pgTable(
  'pilot_discount_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    percentOff: integer('percent_off').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    maxUses: integer('max_uses'),
    maxUsesPerWorkspace: integer('max_uses_per_workspace'),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    uniqueIndex('pilot_discount_codes_code_key').on(sql`upper(${table.code})`),
    check('pilot_discount_codes_percent', sql`${table.percentOff} between 1 and 100`),
    check('pilot_discount_codes_max_uses', sql`${table.maxUses} >= 0`),
    check('pilot_discount_codes_max_uses_per_workspace', sql`${table.maxUsesPerWorkspace} >= 1`),
    check('pilot_discount_codes_uses', sql`${table.uses} >= 0`),
  ],
);

/** How many payments each workspace has started with each promo code (its `maxUsesPerWorkspace`). */
export const pilotDiscountCodeUses = pgTable(
  'pilot_discount_code_uses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => pilotDiscountCodes.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.codeId, table.workspaceId] }),
    check('pilot_discount_code_uses_uses', sql`${table.uses} >= 0`),
  ],
);

/**
 * A workspace's own SSH key pair (issue 28, docs/product.md § Server connections): made on first need, the public half
 * shown with a one-line install command, the private half sealed with `workspace_ssh_keys:{workspace id}` as associated
 * data. A server connected "with this workspace's key" stores no secret of its own and points here instead.
 */
export const workspaceSshKeys = pgTable('workspace_ssh_keys', {
  id: serial('id').primaryKey(),
  workspaceId: integer('workspace_id')
    .notNull()
    .unique()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** The `authorized_keys` line: `ssh-ed25519 AAAA… aerie-{workspace slug}`. */
  publicKey: text('public_key').notNull(),
  privateKeyEnc: text('private_key_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WorkspaceSshKeyRow = typeof workspaceSshKeys.$inferSelect;

/**
 * A server of a project (docs/product.md § Hosting): a pilot we sell (`pilotId` set, created by its payment's
 * settlement) or the user's own server connection (`pilotId` null). Credentials are sealed (modules/secrets) with
 * `server:{slug}` as associated data and never leave the server; `hostKeyFingerprint` is pinned on the first connect
 * and every later connect must present the same key.
 */
export const servers = pgTable(
  'servers',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** The hosting provider the user typed; a pilot's cloud name. */
    hostname: varchar('hostname', { length: 80 }).notNull(),
    ip: varchar('ip', { length: 253 }),
    port: integer('port').notNull().default(22),
    protocol: varchar('protocol', { length: 5 }).$type<'ftp' | 'ftps' | 'http' | 'https' | 'ssh'>().notNull(),
    username: varchar('username', { length: 32 }).notNull(),
    /**
     * 'key' or 'password' for connections, 'workspace_key' for one that logs in with its workspace's key pair;
     * 'managed' for pilots, whose key Aerie made.
     */
    authMethod: varchar('auth_method', { length: 16 })
      .$type<'key' | 'password' | 'workspace_key' | 'managed'>()
      .notNull(),
    /** The sealed private key or password; null for a local pilot and for a server using its workspace's key. */
    credentialEnc: text('credential_enc'),
    /** With 'workspace_key': the key pair it logs in with (the private half sealed there, never copied here). */
    workspaceSshKeyId: integer('workspace_ssh_key_id').references(() => workspaceSshKeys.id),
    hostKeyFingerprint: varchar('host_key_fingerprint', { length: 100 }),
    os: varchar('os', { length: 120 }),
    gitInstalled: boolean('git_installed'),
    active: integer('active').$type<0 | 1>().notNull().default(0),
    /** Pilots only: the public id of docs/product.md § Hosting page (`pil_…`). */
    pilotId: varchar('pilot_id', { length: 48 }).unique(),
    cloudProvider: varchar('cloud_provider', { length: 20 }).$type<'local' | 'digitalocean'>(),
    /** The cloud's id for it (a droplet id, a local sandbox name); set once, by the one provision that claims it. */
    providerServerId: varchar('provider_server_id', { length: 100 }),
    /** Set while a provision or power action is under way, so a second one is refused rather than doubled. */
    busySince: timestamp('busy_since', { withTimezone: true }),
    planId: integer('plan_id').references(() => pilotPlans.id, { onDelete: 'restrict' }),
    templateId: integer('template_id').references(() => pilotTemplates.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Pilots: the owner cancelled; the billing cycle destroys the pilot at `expires_at` instead of renewing. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the e-mail warning of the coming destruction was queued: once per period (a renewal clears it). */
    destructionWarnedAt: timestamp('destruction_warned_at', { withTimezone: true }),
    /**
     * The last state check over SSH (issue 28, modules/hosting/check-servers.ts): null before the first. `reachable`
     * false means Aerie could not log in and read the facts; `checkMessage` then says why.
     */
    reachable: boolean('reachable'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Set while a check runs, so two checks (two workers, or a slow tick overlapping the next) never race. */
    checkStartedAt: timestamp('check_started_at', { withTimezone: true }),
    checkMessage: varchar('check_message', { length: 300 }),
    uptimeSeconds: bigint('uptime_seconds', { mode: 'number' }),
    diskFreeBytes: bigint('disk_free_bytes', { mode: 'number' }),
    memoryFreeBytes: bigint('memory_free_bytes', { mode: 'number' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('servers_project_created_idx').on(table.projectId, table.createdAt),
    check('servers_active_bit', sql`${table.active} in (0, 1)`),
    check('servers_port_range', sql`${table.port} between 1 and 65535`),
    // A server on its workspace's key names that key, and only such a server does.
    check(
      'servers_workspace_key',
      sql`(${table.authMethod} = 'workspace_key') = (${table.workspaceSshKeyId} is not null)`,
    ),
  ],
);
export type ServerRow = typeof servers.$inferSelect;

/**
 * docs/product.md § SSH users, SSH access entry: a public key written into the server user's `~/.ssh/authorized_keys`
 * with the marker `aerie:{slug}`, so deleting it removes exactly that line.
 */
export const sshAccessEntries = pgTable(
  'ssh_access_entries',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    publicKey: text('public_key').notNull(),
    fingerprint: varchar('fingerprint', { length: 100 }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ssh_access_entries_server_created_idx').on(table.serverId, table.createdAt),
    uniqueIndex('ssh_access_entries_server_fingerprint_key').on(table.serverId, table.fingerprint),
  ],
);
export type SshAccessEntryRow = typeof sshAccessEntries.$inferSelect;

/**
 * Every action on a server, with who did it and how it went (Server Logs tab). Kept when the server is
 * deleted (its name is copied), so the deletion itself stays in the history.
 */
export const serverLogs = pgTable(
  'server_logs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    serverId: integer('server_id').references(() => servers.id, { onDelete: 'set null' }),
    serverName: varchar('server_name', { length: 80 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 })
      .$type<
        | 'connect'
        | 'provision'
        | 'reboot'
        | 'power_on'
        | 'power_off'
        | 'delete'
        | 'renew'
        | 'cancel'
        | 'resume'
        | 'access_added'
        | 'access_removed'
        | 'deploy'
      >()
      .notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<'success' | 'failure'>().notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('server_logs_project_created_idx').on(table.projectId, table.createdAt)],
);
export type ServerLogRow = typeof serverLogs.$inferSelect;
