import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns, type DeploymentRunRow } from '../../db/schema/index.js';

/*
 * MINIMAL STAND-IN: helper E owns cancelling (the runner kills the script when it sees `cancel_requested`)
 * and exports this same `requestCancel` from this file; on merge E's version is kept.
 */

/**
 * Asks a run to stop. A queued run is cancelled at once (its job finds it cancelled and does nothing); a
 * running one is flagged, and its runner stops it. Each is ONE conditional update, so a run that ended a
 * moment ago is left alone: null then, and the caller says it had already finished.
 */
export async function requestCancel(ctx: AppContext, run: DeploymentRunRow): Promise<DeploymentRunRow | null> {
  const now = new Date();
  const [queued] = await ctx.db
    .update(deploymentRuns)
    .set({ status: 'cancelled', cancelRequested: true, finishedAt: now, failureReason: 'Cancelled before it started' })
    .where(and(eq(deploymentRuns.id, run.id), eq(deploymentRuns.status, 'queued')))
    .returning();
  if (queued) return queued;
  const [running] = await ctx.db
    .update(deploymentRuns)
    .set({ cancelRequested: true })
    .where(and(eq(deploymentRuns.id, run.id), eq(deploymentRuns.status, 'running')))
    .returning();
  return running ?? null;
}
