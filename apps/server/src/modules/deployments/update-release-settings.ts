import { type Deployment, type ReleaseSettings } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments, type DeploymentRow } from '../../db/schema/index.js';
import { loadDeploymentView } from './deployment-view.js';
import { hasDomainHosts } from './server-caddy/caddy-servers.js';
import { requestCaddySync } from './server-caddy/caddy-sync.js';

/**
 * Saves a deployment's release settings (issue 28) and its app port (issue 32 § 3). The strategy switches either way; a run already going
 * keeps the settings it started with, the next one builds the new way. Nothing here counts against the plan.
 */
export async function updateReleaseSettings(
  ctx: AppContext,
  deployment: DeploymentRow,
  settings: ReleaseSettings,
): Promise<Deployment> {
  await ctx.db
    .update(deployments)
    .set({
      strategy: settings.strategy,
      sharedPaths: settings.shared_paths,
      keepReleases: settings.keep_releases,
      restartCommand: settings.restart_command,
      healthCheckUrl: settings.health_check_url,
      healthCheckCommand: settings.health_check_command,
      healthCheckTimeoutSeconds: settings.health_check_timeout_seconds,
      healthCheckRetrySeconds: settings.health_check_retry_seconds,
      appPort: settings.app_port,
      updatedAt: new Date(),
    })
    .where(eq(deployments.id, deployment.id));
  // Caddy proxies the deployment's hosts to its app port: a new port is a new config on the server.
  if (settings.app_port !== deployment.appPort && (await hasDomainHosts(ctx.db, deployment.id)))
    await requestCaddySync(ctx, [deployment.serverId]);
  return loadDeploymentView(ctx.db, deployment.id);
}
