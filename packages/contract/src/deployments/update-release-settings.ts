import { z } from 'zod';

import { defineRoute } from '../route.js';
import { DeploymentSchema, deploymentSlugParam } from './deployment.js';
import { ReleaseSettingsSchema } from './release-settings.js';

export const RELEASE_SETTINGS_SAVED = 'Release settings saved.';

/**
 * Designed (issue 28): a deployment's strategy, shared paths, kept releases, restart command and health check;
 * and (issue 32 § 3) the port its app listens on, which Caddy on the server proxies the deployment's hosts to.
 * The strategy may switch both ways; the next run builds the new way.
 */
export const updateReleaseSettingsRoute = defineRoute({
  name: 'update-release-settings',
  method: 'POST',
  host: 'api',
  path: '/deployments/:slug/releases',
  access: 'user',
  summary:
    'Change how a deployment builds and runs: releases or in place, shared paths, kept releases, restart, health check and app port',
  params: z.strictObject({ slug: deploymentSlugParam }),
  body: ReleaseSettingsSchema,
  response: z.object({ success: z.literal(true), message: z.string(), data: DeploymentSchema }),
});
