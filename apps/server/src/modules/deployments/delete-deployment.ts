import { DEPLOYMENT_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns, deployments, type DeploymentRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { requestCancel } from './cancel-run.js';

/**
 * Deletes a deployment (the owner's call, checked by the caller) with its commands, config, runs and logs
 * (cascade). A running run is asked to stop first, so its script does not go on building on the server
 * with nothing in Aerie to show it; queued runs simply go with the row (their jobs find no run). The files
 * already deployed stay on the server: they are the user's, and Aerie does not guess what is safe to remove.
 */
export async function deleteDeployment(ctx: AppContext, deployment: DeploymentRow): Promise<string> {
  const running = await ctx.db
    .select()
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.deploymentId, deployment.id), eq(deploymentRuns.status, 'running')));
  for (const run of running) await requestCancel(ctx, run);
  const [row] = await ctx.db
    .delete(deployments)
    .where(eq(deployments.id, deployment.id))
    .returning({ id: deployments.id });
  // Another call deleted it a moment ago.
  if (!row) throw notFound('The deployment');
  return DEPLOYMENT_MESSAGES.deleted;
}
