import { z } from 'zod';

import { idParam, requiredText, text } from '../fields.js';
import { projectUidField } from '../projects/project.js';

/** Where a repository lives: Aerie's own git host (always there, offline) or one of the three providers. */
export const GIT_PLATFORMS = ['aerie', 'github', 'gitlab', 'bitbucket'] as const;
export type GitPlatform = (typeof GIT_PLATFORMS)[number];
/** The platforms reached through an OAuth integration (docs/product.md § Git integrations "three git platforms"). */
export const PROVIDER_PLATFORMS = ['github', 'gitlab', 'bitbucket'] as const;
export type ProviderPlatform = (typeof PROVIDER_PLATFORMS)[number];

export const GIT_PLATFORM_NAMES: Record<GitPlatform, string> = {
  aerie: 'Aerie Git',
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
};

/** docs/product.md § Page sizes, § Repositories page: page sizes, the card's url cut, and the timers of the repository screens. */
export const REPOSITORY_RULES = {
  perPage: 11,
  importPerPage: 15,
  /**
   * The card cuts a url at 40 characters plus an ellipsis, when it is longer than 15
   * (docs/product.md § Repositories page, § Field limits).
   */
  urlCut: 40,
  urlCutWhenLongerThan: 15,
  nameMax: 100,
  descriptionMax: 350,
  /** After a successful import, the Repository route opens 2 s later (docs/product.md § Importing repositories). */
  importRedirectMs: 2000,
  /** Import notices and integration banners clear after 3.5 s (docs/product.md § Importing repositories). */
  noticeMs: 3500,
  /** Commit activity lines kept per project in one reply. */
  activitiesMax: 100,
  tokenNameMax: 50,
} as const;

/** The texts of docs/product.md § Repositories page, § Error catalogue, word for word, plus ours for what the spec leaves unsaid. */
export const REPOSITORY_MESSAGES = {
  noActivity: 'No repository activity for this project',
  noService: 'You do not have any available service to integrate in your projects',
  reintegrate: 'You might need to re-integrate the platform from the integrations page',
  emptyTitle: 'Repository is empty',
  emptyText: 'You do not have any repository to import from this platform',
  /** The first specification wrote 'NO URL'; sentence case (issue 25). */
  noUrl: 'No URL',
  notConfigured: 'Not available on this server yet: an administrator has to set this platform up first.',
  notConnected: 'Connect this platform from the integrations page first.',
  stateMismatch: 'This sign-in did not start here or has expired. Please try again.',
  nameTaken: 'A repository with this name already exists in this workspace',
  imported: 'Repository has been imported successfully.',
  created: 'Repository has been created successfully.',
  deleted: 'Repository has been deleted successfully.',
  integrated: (name: string) => `${name} has been integrated successfully.`,
  revoked: (name: string) => `${name} integration has been removed.`,
} as const;

/** A repository of a project (docs/product.md § Repositories and integrations), plus what the card and the view dialog show. */
export const RepositorySchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  platform: z.enum(GIT_PLATFORMS),
  /** The repository's web page (a provider's html url; the http url for Aerie Git). */
  repo_url: z.string().nullable(),
  http_url: z.string().nullable(),
  ssh_url: z.string().nullable(),
  private: z.boolean(),
  default_branch: z.string().nullable(),
  /** Aerie Git: force pushes to the default branch and its deletion are refused (issue 24). */
  default_branch_protected: z.boolean(),
  /** Bytes the repository takes on Aerie Git's disk; null for a provider's repository, or when not measured. */
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Repository = z.infer<typeof RepositorySchema>;

/** A workspace's Aerie Git storage: what its repositories take on disk, and its plan's quota (issue 24). */
export const GitStorageSchema = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
});
export type GitStorage = z.infer<typeof GitStorageSchema>;

/** One commit of the Commits tab: from the real history (pushes to Aerie Git, the providers' commit APIs). */
export const RepoActivitySchema = z.object({
  id: z.number().int(),
  sha: z.string(),
  message: z.string(),
  author_name: z.string(),
  author_email: z.string(),
  branch: z.string(),
  committed_at: z.string(),
  repository: z.object({ id: z.number().int(), name: z.string(), platform: z.enum(GIT_PLATFORMS) }),
});
export type RepoActivity = z.infer<typeof RepoActivitySchema>;

/** A repository a connected platform offers for import (docs/product.md § Repositories and integrations "Repository to import"). */
export const ImportableRepositorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string().nullable(),
  ssh_url_to_repo: z.string().nullable(),
  http_url_to_repo: z.string(),
  html_url: z.string().nullable(),
  private: z.boolean(),
  /** Already imported into this project: the list says so instead of offering it twice. */
  imported: z.boolean(),
});
export type ImportableRepository = z.infer<typeof ImportableRepositorySchema>;

/** A platform card (docs/product.md § Git integrations); `isActive` when the workspace has connected it. */
export const IntegrationSchema = z.object({
  name: z.string(),
  platform: z.enum(PROVIDER_PLATFORMS),
  image: z.string(),
  badges: z.array(z.string()),
  isActive: z.boolean(),
  description: z.string(),
  /** The workspace's id, the spec's `u_id`. */
  u_id: z.number().int(),
  status: z.enum(['connected', 'disconnected', 'unavailable']),
  /** Whether this server has a client id for the platform; a card without one says so (REPOSITORY_MESSAGES.notConfigured). */
  configured: z.boolean(),
  /** The provider account it was connected with, and when. */
  account: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type Integration = z.infer<typeof IntegrationSchema>;

export const gitPlatformField = z.enum(GIT_PLATFORMS, { error: 'Platform is invalid' });
export const providerPlatformField = z.enum(PROVIDER_PLATFORMS, { error: 'Platform is invalid' });
export const repositoryIdParam = idParam('Repository');
export const repositoryProjectField = projectUidField;

/**
 * A repository name as every platform accepts it and as a directory on disk can hold it: letters, digits,
 * dot, dash and underscore, not starting with a dot or dash and not ending in `.git` (no path tricks).
 */
export const repositoryNameField = requiredText('Name', REPOSITORY_RULES.nameMax)
  .regex(/^[A-Za-z0-9_][A-Za-z0-9._-]*$/, 'Name may use letters, digits, dots, dashes and underscores')
  .refine((value) => !/\.git$/i.test(value) && !value.includes('..'), 'Name may not end in .git or contain ..');

export const repositoryDescriptionField = text('Description')
  .trim()
  .max(REPOSITORY_RULES.descriptionMax, `Description must be at most ${REPOSITORY_RULES.descriptionMax} characters`);
