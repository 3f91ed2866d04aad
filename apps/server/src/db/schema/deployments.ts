import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { servers } from './hosting.js';
import { projects } from './projects.js';
import { repositories } from './repositories.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * docs/product.md § Deployments: a branch of a repository pulled to a path on a server. `schedule` is a daily time of
 * day (H:M:S) in `timezone`; `nextRunAt` is when the scheduler queues its next run. `pushToDeploy` queues a
 * run when a push to Aerie Git moves the branch.
 */
export const deployments = pgTable(
  'deployments',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    branch: varchar('branch', { length: 255 }).notNull(),
    deployPath: varchar('deploy_path', { length: 255 }).notNull(),
    schedule: varchar('schedule', { length: 8 }),
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    pushToDeploy: boolean('push_to_deploy').notNull().default(false),
    /**
     * Issue 28: `releases` builds each run in `{deployPath}/releases/{name}` and switches `{deployPath}/current`
     * to it atomically once the build (and the health check) succeeded; `in_place` fetches into the deploy path
     * itself and builds there (the first version's way, kept for the deployments made before releases).
     */
    strategy: varchar('strategy', { length: 10 }).$type<'releases' | 'in_place'>().notNull().default('releases'),
    /** Paths (relative, no `..`) linked from `{deployPath}/shared/` into every release: `storage`, `.env`… */
    sharedPaths: text('shared_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How many releases stay on disk after a successful switch (1–50). */
    keepReleases: integer('keep_releases').notNull().default(5),
    /** Runs after every switch (`systemctl reload app`, `pm2 reload …`); null: nothing to restart. */
    restartCommand: text('restart_command'),
    /** An HTTP URL requested from the server itself (2xx expected) or a command (exit 0); both null: no check. */
    healthCheckUrl: varchar('health_check_url', { length: 2048 }),
    healthCheckCommand: text('health_check_command'),
    /** One attempt's limit, and how long failed attempts are retried before the switch is undone. */
    healthCheckTimeoutSeconds: integer('health_check_timeout_seconds').notNull().default(5),
    healthCheckRetrySeconds: integer('health_check_retry_seconds').notNull().default(30),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 32 § 3: the local port the app of `current` listens on; Caddy proxies the deployment's hosts to it. */
    appPort: integer('app_port'),
    /**
     * The server's Caddy, as last asked and last synced for this deployment's hosts (docs/architecture.md § Caddy
     * on your servers): a sync asked after the last one started is still to come; `caddyError` is why the last
     * one failed, in words, or null.
     */
    caddyRequestedAt: timestamp('caddy_requested_at', { withTimezone: true }),
    caddySyncedAt: timestamp('caddy_synced_at', { withTimezone: true }),
    caddyError: varchar('caddy_error', { length: 1000 }),
  },
  (table) => [
    index('deployments_project_created_idx').on(table.projectId, table.createdAt),
    index('deployments_server_created_idx').on(table.serverId, table.createdAt),
    index('deployments_next_run_idx')
      .on(table.nextRunAt)
      .where(sql`${table.nextRunAt} is not null`),
  ],
);
export type DeploymentRow = typeof deployments.$inferSelect;

/**
 * docs/product.md § Build commands and variables: one per deployment, created as 'pwd' on first open
 * (docs/product.md § Build commands and variables).
 */
export const deploymentCommands = pgTable('deployment_commands', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  deploymentId: integer('deployment_id')
    .notNull()
    .unique()
    .references(() => deployments.id, { onDelete: 'cascade' }),
  commands: text('commands').notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DeploymentCommandsRow = typeof deploymentCommands.$inferSelect;

/**
 * docs/product.md § Build commands and variables: the KEY=VALUE text sealed (modules/secrets) with
 * `deployment-config:{slug}` as associated data. Never logged; its values are masked in every stored and streamed log
 * line.
 */
export const deploymentConfigs = pgTable('deployment_configs', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  deploymentId: integer('deployment_id')
    .notNull()
    .unique()
    .references(() => deployments.id, { onDelete: 'cascade' }),
  variablesEnc: text('variables_enc').notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DeploymentConfigRow = typeof deploymentConfigs.$inferSelect;

/**
 * One run of a deployment. At most one run of a deployment is 'running' at a time (the partial unique
 * index): a second one stays 'queued' until the first ends. `heartbeatAt` is refreshed while it runs, so a
 * run whose worker died is found and ended as failed 'interrupted' instead of staying 'running' forever.
 */
export const deploymentRuns = pgTable(
  'deployment_runs',
  {
    id: serial('id').primaryKey(),
    deploymentId: integer('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 })
      .$type<'queued' | 'running' | 'succeeded' | 'failed' | 'timed_out' | 'cancelled'>()
      .notNull()
      .default('queued'),
    trigger: varchar('trigger', { length: 10 }).$type<'create' | 'manual' | 'schedule' | 'push'>().notNull(),
    /** Issue 28: a `deploy` builds a release (or builds in place); a `rollback` switches back to `rollbackOfRunId`'s. */
    kind: varchar('kind', { length: 10 }).$type<'deploy' | 'rollback'>().notNull().default('deploy'),
    /** The release directory's name under `{deployPath}/releases/` this run built or switched to; null in place. */
    release: varchar('release', { length: 120 }),
    rollbackOfRunId: integer('rollback_of_run_id').references((): AnyPgColumn => deploymentRuns.id, {
      onDelete: 'set null',
    }),
    /** The health check failed after the switch and `current` was switched back: "failed — rolled back". */
    rolledBack: boolean('rolled_back').notNull().default(false),
    /**
     * When this run switched `current` to its release; null when it never did or switched back. Recorded as the
     * switch happens, so a run killed after it still shows which release is live.
     */
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    /** The release was deleted from the server (kept releases pruned): it can no longer be rolled back to. */
    releasePruned: boolean('release_pruned').notNull().default(false),
    commitSha: varchar('commit_sha', { length: 64 }),
    exitCode: integer('exit_code'),
    failureReason: varchar('failure_reason', { length: 300 }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (table) => [
    index('deployment_runs_deployment_queued_idx').on(table.deploymentId, table.queuedAt),
    uniqueIndex('deployment_runs_one_running_key')
      .on(table.deploymentId)
      .where(sql`${table.status} = 'running'`),
    index('deployment_runs_running_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.status} = 'running'`),
  ],
);
export type DeploymentRunRow = typeof deploymentRuns.$inferSelect;

/** A run's log, line by line in order (`seq` from 1), with variables' values already masked. */
export const deploymentRunLogs = pgTable(
  'deployment_run_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => deploymentRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    // `system` is Aerie's own line, `error` Aerie's own line about a failure (no migration: it fits the column).
    stream: varchar('stream', { length: 6 }).$type<'stdout' | 'stderr' | 'system' | 'error'>().notNull(),
    line: text('line').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('deployment_run_logs_run_seq_key').on(table.runId, table.seq)],
);
export type DeploymentRunLogRow = typeof deploymentRunLogs.$inferSelect;

/**
 * Issue 24 §2: the credential a run hands to git to fetch an Aerie Git repository. It reads the one
 * repository of the run's deployment and nothing else (never pushes), is trusted only while its run is
 * `running`, and is deleted once the run's git step is over (or its run ended, recovery included). It is
 * no person's token: it never shows among anyone's personal access tokens. Only its SHA-256 is kept.
 */
export const deploymentRunCredentials = pgTable('deployment_run_credentials', {
  id: serial('id').primaryKey(),
  runId: integer('run_id')
    .notNull()
    .unique()
    .references(() => deploymentRuns.id, { onDelete: 'cascade' }),
  repositoryId: integer('repository_id')
    .notNull()
    .references(() => repositories.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
