import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { requiredText, text } from '../fields.js';
import { projectUidField, workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import {
  GitStorageSchema,
  gitPlatformField,
  providerPlatformField,
  REPOSITORY_RULES,
  RepoActivitySchema,
  repositoryDescriptionField,
  repositoryIdParam,
  repositoryNameField,
  RepositorySchema,
} from './repository.js';

const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
});

export const RepositoryPageSchema = z.object({
  data: z.array(RepositorySchema),
  current_page: z.number().int(),
  per_page: z.literal(REPOSITORY_RULES.perPage),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type RepositoryPage = z.infer<typeof RepositoryPageSchema>;

/** docs/product.md § Repository calls `GET projects/{id}/repositories` ({id} = the project's uid): 11 a page, newest first. */
export const listRepositoriesRoute = defineRoute({
  name: 'list-repositories',
  method: 'GET',
  host: 'api',
  path: '/projects/:id/repositories',
  access: 'user',
  summary: "A project's repositories, 11 a page, with the project's deploy key",
  params: z.strictObject({ id: projectUidField }),
  querystring: pageQuery,
  response: z.object({
    success: z.literal(true),
    data: RepositoryPageSchema.extend({
      /** The project's SSH deploy key (docs/product.md § Repositories and integrations `project.ssh_key`), shown in the view dialog. */
      ssh_key: z.string(),
      /** The project's workspace's Aerie Git storage, used and quota (issue 24). */
      git_storage: GitStorageSchema,
    }),
  }),
});

/**
 * docs/product.md § Repository calls `DELETE projects/{projectUID}/repositories/{id}`: the project owner only; Aerie
 * Git's copy on disk goes too.
 */
export const deleteRepositoryRoute = defineRoute({
  name: 'delete-repository',
  method: 'DELETE',
  host: 'api',
  path: '/projects/:projectUID/repositories/:id',
  access: 'user',
  summary: 'Delete a repository from the project (owner only; removes an Aerie Git repository from disk)',
  params: z.strictObject({ projectUID: projectUidField, id: repositoryIdParam }),
  response: MessageEnvelopeSchema,
});

/** docs/product.md § Repository calls `GET projects/{id}/repo-activities`: the latest commits of the project's repositories. */
export const listRepoActivitiesRoute = defineRoute({
  name: 'list-repo-activities',
  method: 'GET',
  host: 'api',
  path: '/projects/:id/repo-activities',
  access: 'user',
  summary: "The latest commits across the project's repositories (newest first)",
  params: z.strictObject({ id: projectUidField }),
  response: successEnvelope(z.array(RepoActivitySchema)),
});

export const CreateRepositorySchema = z.strictObject({
  name: repositoryNameField,
  description: repositoryDescriptionField.default(''),
  private: z.boolean({ error: 'Private must be true or false' }).default(true),
  project_id: projectUidField,
  platform: gitPlatformField,
});
export type CreateRepositoryInput = z.input<typeof CreateRepositorySchema>;

/**
 * docs/product.md § Repository calls `POST projects/repositories/{slug}/create` ({slug} = the workspace): a new
 * repository on Aerie Git (a bare repository on disk) or on a connected provider, added to the project.
 */
export const createRepositoryRoute = defineRoute({
  name: 'create-repository',
  method: 'POST',
  host: 'api',
  path: '/projects/repositories/:slug/create',
  access: 'user',
  summary: 'Create a repository on Aerie Git or a connected platform and add it to the project',
  params: z.strictObject({ slug: workspaceSlugField }),
  body: CreateRepositorySchema,
  response: successEnvelope(RepositorySchema),
});

/**
 * docs/product.md § Importing repositories, import payload. The urls the browser sends are not trusted: the server
 * reads the repository from the provider by `platform_repo_id` with the workspace's token and stores what the provider
 * says.
 */
export const ImportRepositorySchema = z.strictObject({
  // The provider's own name, which may hold spaces (GitLab); the server stores the name the provider gives.
  name: requiredText('Name', REPOSITORY_RULES.nameMax),
  platform: providerPlatformField,
  project_id: projectUidField,
  description: repositoryDescriptionField.nullish().transform((value) => value ?? ''),
  platform_repo_id: text('Repository').trim().min(1, 'Repository is required').max(200, 'Repository is invalid'),
  ssh_url: text('SSH url').max(500, 'SSH url is invalid').nullish(),
  http_url: text('HTTP url').max(500, 'HTTP url is invalid').nullish(),
});
export type ImportRepositoryInput = z.input<typeof ImportRepositorySchema>;

/** docs/product.md § Repository calls `POST projects/repositories/{slug}/import`. */
export const importRepositoryRoute = defineRoute({
  name: 'import-repository',
  method: 'POST',
  host: 'api',
  path: '/projects/repositories/:slug/import',
  access: 'user',
  summary: 'Import a repository of a connected platform into the project',
  params: z.strictObject({ slug: workspaceSlugField }),
  body: ImportRepositorySchema,
  response: successEnvelope(RepositorySchema),
});
