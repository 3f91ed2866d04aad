import { and, eq, isNotNull } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { deployments, domainHosts, workspaceDomains, type DeploymentRow } from '../../../db/schema/index.js';
import type { RunLog } from '../run-log.js';
import { runCaddySync } from './caddy-sync.js';

/**
 * After a successful run of a deployment that has hosts (issue 32 § 3): Caddy on its server is synced, so a
 * first release installs Caddy and writes the blocks, and a later one mends a config someone changed. The
 * domain serves `current`: Caddy proxies to the app port, the restart command restarted the app from the new
 * release. A Caddy that cannot be updated is a warning in the log, never a failed release: the app is live.
 */
export async function syncCaddyAfterRun(ctx: AppContext, deployment: DeploymentRow, log: RunLog): Promise<void> {
  const hosts = await ctx.db
    .select({ host: domainHosts.host })
    .from(domainHosts)
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .where(and(eq(domainHosts.deploymentId, deployment.id), isNotNull(workspaceDomains.verifiedAt)));
  if (hosts.length === 0 || deployment.appPort === null) return;
  const names = hosts.map((row) => row.host).join(', ');
  log.system(`Updating Caddy on the server for ${names} (port ${deployment.appPort})…`);
  try {
    await ctx.db
      .update(deployments)
      .set({ caddyRequestedAt: ctx.clock.now() })
      .where(eq(deployments.serverId, deployment.serverId));
    const error = await runCaddySync(ctx, deployment.serverId);
    if (error) log.system(`Warning: the release is live, but ${error}`);
    else log.system(`Caddy serves ${names} over HTTPS.`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.system(`Warning: the release is live, but Caddy could not be updated: ${reason}`);
  }
}
