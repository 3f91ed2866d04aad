import { sql } from 'drizzle-orm';
import {
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
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    stream: varchar('stream', { length: 6 }).$type<'stdout' | 'stderr' | 'system'>().notNull(),
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
