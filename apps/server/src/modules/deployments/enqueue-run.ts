import type { RunTrigger } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { deploymentRuns, type DeploymentRunRow } from '../../db/schema/index.js';

/**
 * Queues a run of a deployment: a 'queued' row and its job, in the caller's transaction when `db` is one,
 * so a run exists only with its job and a job only with its run. The worker (jobs/workers.ts) starts it
 * when no other run of the deployment is running. A rollback (issue 28) names the run whose release it
 * switches back to (`rollbackOfRunId`); every other run is a deploy.
 */
export async function enqueueRun(
  ctx: AppContext,
  input: {
    deploymentId: number;
    trigger: RunTrigger;
    userId: number | null;
    rollbackOfRunId?: number;
  },
  db: Queryable = ctx.db,
): Promise<DeploymentRunRow> {
  const [run] = await db
    .insert(deploymentRuns)
    .values({
      deploymentId: input.deploymentId,
      trigger: input.trigger,
      startedById: input.userId,
      ...(input.rollbackOfRunId !== undefined && { kind: 'rollback' as const, rollbackOfRunId: input.rollbackOfRunId }),
    })
    .returning();
  await ctx.jobs.send('deployment-run', { runId: run!.id }, { db });
  return run!;
}
