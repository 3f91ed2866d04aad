import { sql } from 'drizzle-orm';
import {
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

import { projects } from './projects.js';
import { sessions, users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * Repositories of a project (docs/product.md § Repositories and integrations). `platform` is 'aerie' (a bare repository
 * on disk, served by the git host at `/git/{workspace slug}/{name}.git`) or a provider the workspace has connected,
 * with the provider's own id in `platformRepoId`. Aerie Git names are unique per workspace, case-insensitively, because
 * the name is the directory and the url.
 */
export const repositories = pgTable(
  'repositories',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: varchar('platform', { length: 20 }).$type<'aerie' | 'github' | 'gitlab' | 'bitbucket'>().notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 350 }).notNull().default(''),
    /** The provider's id (GitHub's numeric id, GitLab's project id, Bitbucket's uuid); null on Aerie Git. */
    platformRepoId: varchar('platform_repo_id', { length: 200 }),
    /** `owner/name` on the provider, what its commit API is asked with; null on Aerie Git. */
    fullName: varchar('full_name', { length: 300 }),
    repoUrl: varchar('repo_url', { length: 500 }),
    httpUrl: varchar('http_url', { length: 500 }),
    sshUrl: varchar('ssh_url', { length: 500 }),
    isPrivate: boolean('is_private').notNull().default(true),
    defaultBranch: varchar('default_branch', { length: 255 }),
    /**
     * Aerie Git refuses force pushes to the default branch and its deletion, from everyone, while this is
     * on (issue 24); a maintainer or above turns it off. Other branches are never protected.
     */
    defaultBranchProtected: boolean('default_branch_protected').notNull().default(true),
    /** When the provider's commits were last fetched for the Commits tab. */
    commitsSyncedAt: timestamp('commits_synced_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('repositories_project_created_idx').on(table.projectId, table.createdAt),
    uniqueIndex('repositories_aerie_name_key')
      .on(table.workspaceId, sql`lower(${table.name})`)
      .where(sql`${table.platform} = 'aerie'`),
    uniqueIndex('repositories_project_platform_repo_key')
      .on(table.projectId, table.platform, table.platformRepoId)
      .where(sql`${table.platformRepoId} is not null`),
  ],
);
export type RepositoryRow = typeof repositories.$inferSelect;

/**
 * The Commits tab (docs/product.md § Repository calls `repo-activities`): commits read from the real history, from a
 * push to Aerie Git or the provider's commit API. One row per commit and branch it was seen on.
 */
export const repositoryCommits = pgTable(
  'repository_commits',
  {
    id: serial('id').primaryKey(),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sha: varchar('sha', { length: 64 }).notNull(),
    branch: varchar('branch', { length: 255 }).notNull(),
    message: text('message').notNull(),
    authorName: varchar('author_name', { length: 255 }).notNull(),
    authorEmail: varchar('author_email', { length: 320 }).notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('repository_commits_repo_sha_branch_key').on(table.repositoryId, table.sha, table.branch),
    index('repository_commits_project_time_idx').on(table.projectId, table.committedAt),
  ],
);

/**
 * A workspace's connection to a provider (docs/product.md § Git integrations): one per workspace and platform.
 * Tokens are AES-256-GCM ciphertexts (modules/secrets), never returned to the browser.
 */
export const gitIntegrations = pgTable(
  'git_integrations',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: varchar('platform', { length: 20 }).$type<'github' | 'gitlab' | 'bitbucket'>().notNull(),
    connectedById: integer('connected_by_id').references(() => users.id, { onDelete: 'set null' }),
    accountLogin: varchar('account_login', { length: 255 }),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    /** When the access token stops working (GitLab and Bitbucket); null for GitHub's OAuth App tokens. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scope: varchar('scope', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('git_integrations_workspace_platform_key').on(table.workspaceId, table.platform)],
);

/**
 * The OAuth `state` of a connection in progress: bound to the session that asked for it, the workspace
 * and the platform; single use and short-lived. Only its hash is kept.
 */
export const oauthStates = pgTable('oauth_states', {
  id: serial('id').primaryKey(),
  stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  workspaceId: integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  platform: varchar('platform', { length: 20 }).$type<'github' | 'gitlab' | 'bitbucket'>().notNull(),
  /** GitLab's PKCE verifier for this attempt, encrypted like the tokens. */
  codeVerifierEnc: text('code_verifier_enc'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Personal access tokens for git over HTTP (the password of HTTP Basic, with the account's e-mail as the
 * user name). Only the SHA-256 of the secret is kept; `prefix` lets a person tell tokens apart.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('personal_access_tokens_user_idx').on(table.userId)],
);

/**
 * Each project's SSH deploy key (docs/product.md § Repositories and integrations `project.ssh_key` is the public half).
 * The private half is an AES-256-GCM ciphertext; deployments use it to clone over SSH.
 */
export const projectDeployKeys = pgTable('project_deploy_keys', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull(),
  privateKeyEnc: text('private_key_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
