import { DEPLOYMENT_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns, deployments, type DeploymentRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { deleteProviderPushHook } from '../integrations/index.js';
import { requestCancel } from './cancel-run.js';
import { releaseUnusedPushHook } from './push-hook.js';
import { hasDomainHosts } from './server-caddy/caddy-servers.js';
import { requestCaddySync } from './server-caddy/caddy-sync.js';

/**
 * Deletes a deployment (the owner's call, checked by the caller) with its commands, config, runs and logs
 * (cascade). A running run is asked to stop first, so its script does not go on building on the server
 * with nothing in Aerie to show it; queued runs simply go with the row (their jobs find no run). The files
 * already deployed stay on the server: they are the user's, and Aerie does not guess what is safe to remove.
 * The last deployment on push of a provider's repository takes its push webhook with it.
 */
export async function deleteDeployment(ctx: AppContext, deployment: DeploymentRow): Promise<string> {
  const running = await ctx.db
    .select()
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.deploymentId, deployment.id), eq(deploymentRuns.status, 'running')));
  for (const run of running) await requestCancel(ctx, run);
  const hadHosts = await hasDomainHosts(ctx.db, deployment.id);
  const released = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(deployments)
      .where(eq(deployments.id, deployment.id))
      .returning({ id: deployments.id, repositoryId: deployments.repositoryId });
    // Another call deleted it a moment ago.
    if (!row) throw notFound('The deployment');
    return releaseUnusedPushHook(tx, row.repositoryId);
  });
  if (released) await deleteProviderPushHook(ctx, released.repository, released.providerHookId);
  // Its hosts went with it (cascade): Caddy on the server stops serving them.
  if (hadHosts) await requestCaddySync(ctx, [deployment.serverId]);
  return DEPLOYMENT_MESSAGES.deleted;
}
