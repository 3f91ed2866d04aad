import { DEPLOYMENT_MESSAGES, type RunSummary } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { servers, type DeploymentRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { deploymentRunRefusal } from '../billing/index.js';
import { isDeployable } from './deployable-server.js';
import { enqueueRun } from './enqueue-run.js';
import { loadRunSummary } from './run-summary.js';

/**
 * "Deploy now": queues a manual run (its row and its job in one transaction). It waits for a running run
 * of the same deployment to finish; runs never overlap. A server that was switched off or expired since
 * the deployment was made is refused here rather than left to fail in the queue.
 */
export async function queueManualRun(ctx: AppContext, deployment: DeploymentRow, userId: number): Promise<RunSummary> {
  // Beyond the workspace plan's deployments (issue 25): paused until one is deleted or the plan goes up.
  const refusal = await deploymentRunRefusal(ctx.db, deployment.id, 'manual');
  if (refusal) throw refusal;
  const [server] = await ctx.db.select().from(servers).where(eq(servers.id, deployment.serverId));
  if (!server || !isDeployable(server)) throw new AppError('bad_request', DEPLOYMENT_MESSAGES.serverNotActive);
  const run = await ctx.db.transaction((tx) =>
    enqueueRun(ctx, { deploymentId: deployment.id, trigger: 'manual', userId }, tx),
  );
  // Someone is watching this run: start it now rather than at the worker's next poll.
  ctx.jobs.wake('deployment-run');
  const summary = await loadRunSummary(ctx.db, run.id);
  if (!summary) throw notFound('The run');
  return summary;
}
