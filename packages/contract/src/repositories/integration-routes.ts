import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { idField, idParam, text } from '../fields.js';
import { projectUidField, workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import {
  ImportableRepositorySchema,
  IntegrationSchema,
  providerPlatformField,
  REPOSITORY_RULES,
} from './repository.js';

/** docs/product.md § Repository calls `GET repositories/{id}/integrations` ({id} = the workspace's id, the user's business_id). */
export const listIntegrationsRoute = defineRoute({
  name: 'list-integrations',
  method: 'GET',
  host: 'api',
  path: '/repositories/:id/integrations',
  access: 'user',
  summary: 'The three git platforms and whether the workspace has connected each',
  params: z.strictObject({ id: idParam('Workspace') }),
  response: successEnvelope(z.array(IntegrationSchema)),
});

export const ImportablePageSchema = z.object({
  data: z.array(ImportableRepositorySchema),
  current_page: z.number().int(),
  per_page: z.literal(REPOSITORY_RULES.importPerPage),
  /** Providers page by links, not counts: the next page's number, or null on the last. */
  next_page: z.number().int().nullable(),
});
export type ImportablePage = z.infer<typeof ImportablePageSchema>;

/**
 * docs/product.md § Repository calls `GET repositories/{slug}?platform=` ({slug} = the workspace): the repositories the
 * connected account can import, 15 a page; `data.data` is the array (docs/product.md § Error catalogue "non-array
 * reply" is an error envelope).
 */
export const listImportableRepositoriesRoute = defineRoute({
  name: 'list-importable-repositories',
  method: 'GET',
  host: 'api',
  path: '/repositories/:slug',
  access: 'user',
  summary: 'Repositories the workspace can import from a connected platform, 15 a page',
  params: z.strictObject({ slug: workspaceSlugField }),
  querystring: z.strictObject({
    platform: providerPlatformField,
    /** The project importing, so repositories it already has are marked. */
    project_id: projectUidField.optional(),
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000, 'Page is invalid').default(1),
  }),
  response: successEnvelope(ImportablePageSchema),
});

export const PlatformConfigSchema = z.object({
  platform: z.enum(['github', 'gitlab', 'bitbucket']),
  client_id: z.string(),
  redirect_url: z.string(),
  scope: z.string(),
  /** Bound to this session and workspace; the provider sends it back and integrate checks it. */
  state: z.string(),
  /** The provider's authorize page with every parameter set: where the browser goes. */
  authorize_url: z.string(),
});
export type PlatformConfig = z.infer<typeof PlatformConfigSchema>;

/**
 * docs/product.md § Repository calls `GET repositories/{slug}/config` ({slug} = the platform): client_id and
 * redirect_url, plus a fresh `state` for the workspace asked for (business_id), so the return can be checked.
 */
export const getPlatformConfigRoute = defineRoute({
  name: 'get-platform-config',
  method: 'GET',
  host: 'api',
  path: '/repositories/:slug/config',
  access: 'user',
  summary: "A platform's OAuth settings and a state for this session to start connecting it",
  params: z.strictObject({ slug: providerPlatformField }),
  querystring: z.strictObject({ business_id: idParam('Workspace') }),
  response: successEnvelope(PlatformConfigSchema),
});

export const IntegratePlatformSchema = z.strictObject({
  code: text('Code').trim().min(1, 'Code is required').max(512, 'Code is invalid'),
  business_id: idField('Workspace'),
  platform: providerPlatformField,
  state: text('State').min(1, 'State is required').max(128, 'State is invalid'),
});
export type IntegratePlatformInput = z.input<typeof IntegratePlatformSchema>;

/** docs/product.md § Repository calls `POST repositories/integrate`: exchanges the provider's code for a token, stored encrypted. */
export const integratePlatformRoute = defineRoute({
  name: 'integrate-platform',
  method: 'POST',
  host: 'api',
  path: '/repositories/integrate',
  access: 'user',
  summary: 'Finish connecting a git platform: the code is exchanged for a token kept encrypted',
  body: IntegratePlatformSchema,
  response: MessageEnvelopeSchema,
});

/** docs/product.md § Repository calls `DELETE repositories/{slug}/{platform}` ({slug} = the workspace): forgets the platform's token. */
export const revokeIntegrationRoute = defineRoute({
  name: 'revoke-integration',
  method: 'DELETE',
  host: 'api',
  path: '/repositories/:slug/:platform',
  access: 'user',
  summary: 'Disconnect a git platform from the workspace and forget its tokens',
  params: z.strictObject({ slug: workspaceSlugField, platform: providerPlatformField }),
  response: MessageEnvelopeSchema,
});
