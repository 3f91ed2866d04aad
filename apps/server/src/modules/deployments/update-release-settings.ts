import { type Deployment, type ReleaseSettings } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments, type DeploymentRow } from '../../db/schema/index.js';
import { loadDeploymentView } from './deployment-view.js';

/**
 * Saves a deployment's release settings (issue 28). The strategy switches either way; a run already going
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
      updatedAt: new Date(),
    })
    .where(eq(deployments.id, deployment.id));
  return loadDeploymentView(ctx.db, deployment.id);
}
