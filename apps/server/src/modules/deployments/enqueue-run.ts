import type { RunTrigger } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { deploymentRuns, type DeploymentRunRow } from '../../db/schema/index.js';

/**
 * Queues a run of a deployment: a 'queued' row and its job, in the caller's transaction when `db` is one,
 * so a run exists only with its job and a job only with its run. The worker (jobs/workers.ts) starts it
 * when no other run of the deployment is running.
 */
export async function enqueueRun(
  ctx: AppContext,
  input: { deploymentId: number; trigger: RunTrigger; userId: number | null },
  db: Queryable = ctx.db,
): Promise<DeploymentRunRow> {
  const [run] = await db
    .insert(deploymentRuns)
    .values({ deploymentId: input.deploymentId, trigger: input.trigger, startedById: input.userId })
    .returning();
  await ctx.jobs.send('deployment-run', { runId: run!.id }, { db });
  return run!;
}
