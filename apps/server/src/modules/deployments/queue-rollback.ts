import { ROLLBACK_MESSAGES, type RunSummary } from '@aerie/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { deploymentRuns, type DeploymentRow, type DeploymentRunRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { enqueueRun } from './enqueue-run.js';
import { assertDeploymentMayRun, queuedRunSummary } from './queue-run.js';

/**
 * Why `target` cannot be rolled back to, or null (docs/product.md § Release settings and Roll back). Only a release that
 * went live and is still on the server can be switched back to; `liveRelease` is the one `current` points at.
 */
export function rollbackRefusal(
  deployment: Pick<DeploymentRow, 'strategy' | 'keepReleases'>,
  target: DeploymentRunRow,
  liveRelease: string | null,
): string | null {
  if (deployment.strategy !== 'releases') return ROLLBACK_MESSAGES.inPlace;
  if (target.kind === 'rollback') return ROLLBACK_MESSAGES.ofRollback(target.id);
  if (target.rolledBack) return ROLLBACK_MESSAGES.rolledBack(target.id);
  if (target.status !== 'succeeded') return ROLLBACK_MESSAGES.notSucceeded(target.id);
  if (target.release === null) return ROLLBACK_MESSAGES.noRelease(target.id);
  if (target.releasePruned) return ROLLBACK_MESSAGES.pruned(target.release, deployment.keepReleases);
  if (target.release === liveRelease) return ROLLBACK_MESSAGES.live(target.release);
  return null;
}

/** The release `current` points at: the one of the run that switched to it last (a rollback records its target's). */
async function liveRelease(db: Queryable, deploymentId: number): Promise<string | null> {
  const [row] = await db
    .select({ release: deploymentRuns.release })
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.deploymentId, deploymentId), isNotNull(deploymentRuns.wentLiveAt)))
    .orderBy(desc(deploymentRuns.wentLiveAt), desc(deploymentRuns.id))
    .limit(1);
  return row?.release ?? null;
}

/**
 * Roll back (issue 28): queues a run of kind `rollback` that switches `current` back to `targetRunId`'s release,
 * started by the caller. The same guards as Deploy now; a run of another deployment is 404, as one that does
 * not exist. The target is read FOR SHARE with the check and the insert in one transaction, so a run that
 * marks that release pruned meanwhile commits either before the check (refused here) or after the rollback
 * is queued; the rollback run checks the release on the server again before it switches.
 */
export async function queueRollback(
  ctx: AppContext,
  input: { deployment: DeploymentRow; targetRunId: number; userId: number },
): Promise<RunSummary> {
  const { deployment, targetRunId, userId } = input;
  await assertDeploymentMayRun(ctx, deployment);
  const run = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(deploymentRuns)
      .where(and(eq(deploymentRuns.id, targetRunId), eq(deploymentRuns.deploymentId, deployment.id)))
      .for('share');
    if (!target) throw notFound('The run');
    const refusal = rollbackRefusal(deployment, target, await liveRelease(tx, deployment.id));
    if (refusal) throw new AppError('unprocessable', refusal);
    return enqueueRun(ctx, { deploymentId: deployment.id, trigger: 'manual', userId, rollbackOfRunId: target.id }, tx);
  });
  return queuedRunSummary(ctx, run.id);
}
