import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { idParam } from '../fields.js';
import { ServerSchema } from '../hosting/hosting.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import {
  CreateDeploymentSchema,
  DeploymentPageSchema,
  DeploymentSchema,
  deploymentSlugParam,
  scheduleField,
  timezoneField,
} from './deployment.js';

const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
});

/** docs/product.md § Deployment calls `GET deployments/{id}/all` ({id} = the server's id): the deployments of one server, 12 a page. */
export const listServerDeploymentsRoute = defineRoute({
  name: 'list-server-deployments',
  method: 'GET',
  host: 'api',
  path: '/deployments/:id/all',
  access: 'user',
  summary: "A server's deployments, 12 a page, with each one's last run",
  params: z.strictObject({ id: idParam('Server') }),
  querystring: pageQuery,
  /** With the server itself, for the page's header. */
  response: successEnvelope(DeploymentPageSchema.extend({ server: ServerSchema })),
});

/** docs/product.md § Deployment calls `GET projects/{id}/deployments` ({id} = the project's uid): every deployment of the project. */
export const listProjectDeploymentsRoute = defineRoute({
  name: 'list-project-deployments',
  method: 'GET',
  host: 'api',
  path: '/projects/:id/deployments',
  access: 'user',
  summary: "A project's deployments, 12 a page, with each one's last run",
  params: z.strictObject({ id: projectUidField }),
  querystring: pageQuery,
  response: successEnvelope(DeploymentPageSchema),
});

/** docs/product.md § Deployment calls `POST deployments/create`: the first run is queued at once (auto_deploy 0). */
export const createDeploymentRoute = defineRoute({
  name: 'create-deployment',
  method: 'POST',
  host: 'api',
  path: '/deployments/create',
  access: 'user',
  summary: 'Create a deployment (a branch of a repository to a path on a server) and queue its first run',
  body: CreateDeploymentSchema,
  response: z.object({ success: z.literal(true), message: z.string(), data: DeploymentSchema }),
});

/** docs/product.md § Deployment calls `DELETE deployments/{id}` (by slug): the project owner only; a running run is cancelled. */
export const deleteDeploymentRoute = defineRoute({
  name: 'delete-deployment',
  method: 'DELETE',
  host: 'api',
  path: '/deployments/:slug',
  access: 'user',
  summary: 'Delete a deployment (owner only); the files it deployed stay on the server',
  params: z.strictObject({ slug: deploymentSlugParam }),
  response: MessageEnvelopeSchema,
});

/** Designed: the schedule and push-to-deploy of a deployment (issue 13). */
export const updateDeploymentSettingsRoute = defineRoute({
  name: 'update-deployment-settings',
  method: 'POST',
  host: 'api',
  path: '/deployments/:slug/settings',
  access: 'user',
  summary: "Change a deployment's daily schedule and push-to-deploy",
  params: z.strictObject({ slug: deploymentSlugParam }),
  body: z.strictObject({
    schedule: scheduleField.nullable(),
    timezone: timezoneField.default('UTC'),
    push_to_deploy: z.boolean(),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), data: DeploymentSchema }),
});
