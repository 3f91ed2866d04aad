import { and, eq } from 'drizzle-orm';

import { deployments } from '../../db/schema/index.js';
import { deploymentRunRefusal } from '../billing/index.js';
import { defineSubscriber } from '../events/index.js';
import { enqueueRun } from './enqueue-run.js';

/**
 * A push to Aerie Git moved a branch (`branch.pushed`): a 'push' run for each deployment of the repository
 * that follows that branch with push-to-deploy on. The run is the deployment's own, as a scheduled one is
 * (issue 24 §2): it records no person, and nobody's rights clone the repository. The runs are queued in
 * the subscriber's transaction, with its receipt: a redelivered event queues nothing twice.
 */
export const pushToDeploy = defineSubscriber({
  name: 'deployments.push-to-deploy',
  on: ['branch.pushed'],
  wakes: ['deployment-run'],
  async handle(ctx, event, tx) {
    const following = await tx
      .select({ id: deployments.id })
      .from(deployments)
      .where(
        and(
          eq(deployments.repositoryId, event.data.repositoryId),
          eq(deployments.pushToDeploy, true),
          eq(deployments.branch, event.data.branch),
        ),
      );
    for (const deployment of following) {
      // Beyond the plan's deployments on push (or in a read-only project): the push does not fire (issue 25).
      if (await deploymentRunRefusal(tx, deployment.id, 'push')) continue;
      await enqueueRun(ctx, { deploymentId: deployment.id, trigger: 'push', userId: null }, tx);
    }
  },
});
