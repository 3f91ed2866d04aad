import { and, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments } from '../../db/schema/index.js';
import { deploymentRunRefusal } from '../billing/plan-standing.js';
import { enqueueRun } from './enqueue-run.js';

/**
 * After a push to Aerie Git moved `branches`: a 'push' run for each deployment of the repository that
 * follows one of them with push-to-deploy on. The run is the deployment's own, as a scheduled one is
 * (issue 24 §2): it records no person, and nobody's rights clone the repository.
 */
export async function queuePushDeploys(
  ctx: AppContext,
  input: { repositoryId: number; branches: string[] },
): Promise<number> {
  if (input.branches.length === 0) return 0;
  const following = await ctx.db
    .select({ id: deployments.id })
    .from(deployments)
    .where(
      and(
        eq(deployments.repositoryId, input.repositoryId),
        eq(deployments.pushToDeploy, true),
        inArray(deployments.branch, input.branches),
      ),
    );
  let queued = 0;
  for (const deployment of following) {
    // Beyond the plan's deployments on push (or in a read-only project): the push does not fire (issue 25).
    if (await deploymentRunRefusal(ctx.db, deployment.id, 'push')) continue;
    queued += 1;
    await ctx.db.transaction((tx) =>
      enqueueRun(ctx, { deploymentId: deployment.id, trigger: 'push', userId: null }, tx),
    );
  }
  if (queued > 0) ctx.jobs.wake('deployment-run');
  return queued;
}
