import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns, type DeploymentRunRow } from '../../db/schema/index.js';

/**
 * Cancels a run. A queued run is cancelled at once, by one conditional update, so it can never start
 * afterwards (the runner only claims 'queued' rows). A running run is flagged: its runner reads the flag
 * on its next heartbeat, kills the script and ends the run 'cancelled'. Answers the row as it now is, or
 * null when the run had already finished (nothing to cancel).
 */
export async function requestCancel(
  ctx: AppContext,
  run: Pick<DeploymentRunRow, 'id'>,
  now: Date = new Date(),
): Promise<DeploymentRunRow | null> {
  const [cancelled] = await ctx.db
    .update(deploymentRuns)
    .set({ status: 'cancelled', cancelRequested: true, finishedAt: now, failureReason: 'Cancelled' })
    .where(and(eq(deploymentRuns.id, run.id), eq(deploymentRuns.status, 'queued')))
    .returning();
  if (cancelled) return cancelled;
  // Not queued (any more): if it started in between, it is running now and this flag reaches it.
  const [flagged] = await ctx.db
    .update(deploymentRuns)
    .set({ cancelRequested: sql`true` })
    .where(and(eq(deploymentRuns.id, run.id), eq(deploymentRuns.status, 'running')))
    .returning();
  return flagged ?? null;
}
