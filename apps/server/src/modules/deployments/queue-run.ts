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
 * What a person's run (Deploy now, a rollback) needs before it is queued: the deployment within the
 * workspace plan (issue 25: paused beyond it until one is deleted or the plan goes up) and its server still
 * active. A server switched off or expired since the deployment was made is refused here rather than left to
 * fail in the queue.
 */
export async function assertDeploymentMayRun(ctx: AppContext, deployment: DeploymentRow): Promise<void> {
  const refusal = await deploymentRunRefusal(ctx.db, deployment.id, 'manual');
  if (refusal) throw refusal;
  const [server] = await ctx.db.select().from(servers).where(eq(servers.id, deployment.serverId));
  if (!server || !isDeployable(server)) throw new AppError('bad_request', DEPLOYMENT_MESSAGES.serverNotActive);
}

/** The summary of a run just queued, after waking the worker: someone is watching it, start it now. */
export async function queuedRunSummary(ctx: AppContext, runId: number): Promise<RunSummary> {
  ctx.jobs.wake('deployment-run');
  const summary = await loadRunSummary(ctx.db, runId);
  if (!summary) throw notFound('The run');
  return summary;
}

/**
 * "Deploy now": queues a manual run (its row and its job in one transaction). It waits for a running run
 * of the same deployment to finish; runs never overlap.
 */
export async function queueManualRun(ctx: AppContext, deployment: DeploymentRow, userId: number): Promise<RunSummary> {
  await assertDeploymentMayRun(ctx, deployment);
  const run = await ctx.db.transaction((tx) =>
    enqueueRun(ctx, { deploymentId: deployment.id, trigger: 'manual', userId }, tx),
  );
  return queuedRunSummary(ctx, run.id);
}
