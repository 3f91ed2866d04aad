import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRunLogs, deploymentRuns, deployments, repositories } from '../../db/schema/index.js';
import { revokeRunCredential } from '../access-tokens/index.js';
import { emitEvent } from '../events/index.js';
import { INTERRUPTED_LINE } from './run-deployment.js';
import { runEndedEvent, RUN_SUBJECT_COLUMNS, subjectOf } from './run-events.js';
import { dispatchNextRun } from './run-state.js';
import { requestCaddySync } from './server-caddy/caddy-sync.js';

/** A runner refreshes its heartbeat every few seconds; a minute without one means its worker is gone. */
export const STALE_HEARTBEAT_MS = 60_000;
/** A queued run this old with nothing running before it has lost its job (a worker died holding it). */
const STUCK_QUEUED_MS = 60_000;

/**
 * Ends runs whose worker died (no heartbeat for a minute) as failed 'interrupted' — a run never stays
 * 'running' forever — and sends again the job of each deployment's oldest queued run that nothing runs
 * before. Run at worker start and by the minute cron; a duplicate job is harmless (the claim is
 * conditional).
 */
export async function recoverRuns(ctx: AppContext, now = new Date()): Promise<number> {
  // Ended with what the dead worker's own finish would have announced (`deployment.failed`, interrupted).
  const interrupted = await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(deploymentRuns)
      .set({ status: 'failed', failureReason: 'interrupted', finishedAt: now })
      .from(deployments)
      .innerJoin(repositories, eq(repositories.id, deployments.repositoryId))
      .where(
        and(
          eq(deploymentRuns.status, 'running'),
          lt(deploymentRuns.heartbeatAt, new Date(now.getTime() - STALE_HEARTBEAT_MS)),
          eq(deployments.id, deploymentRuns.deploymentId),
        ),
      )
      .returning({
        id: deploymentRuns.id,
        deploymentId: deploymentRuns.deploymentId,
        startedById: deploymentRuns.startedById,
        kind: deploymentRuns.kind,
        ...RUN_SUBJECT_COLUMNS,
      });
    for (const run of ended) {
      const event = runEndedEvent({ ...run, subject: subjectOf(run) }, { status: 'failed', reason: 'interrupted' });
      if (event) await emitEvent(tx, event);
    }
    return ended;
  });
  // The dead worker could neither revoke the run's clone credential (issue 24 §2; no longer trusted anyway
  // now that the run is not running) nor write the closing line; the run's page says what happened.
  for (const run of interrupted) {
    await revokeRunCredential(ctx.db, run.id);
    await ctx.db.insert(deploymentRunLogs).values({
      runId: run.id,
      seq: sql`(select coalesce(max(${deploymentRunLogs.seq}), 0) + 1 from ${deploymentRunLogs} where ${deploymentRunLogs.runId} = ${run.id})`,
      stream: 'system',
      line: INTERRUPTED_LINE,
      createdAt: now,
    });
  }
  await resumeCaddySyncs(
    ctx,
    interrupted.map((run) => run.deploymentId),
  );
  const waiting = await ctx.db
    .selectDistinct({ deploymentId: deploymentRuns.deploymentId })
    .from(deploymentRuns)
    .where(
      and(
        eq(deploymentRuns.status, 'queued'),
        lt(deploymentRuns.queuedAt, new Date(now.getTime() - STUCK_QUEUED_MS)),
        sql`not exists (select 1 from ${deploymentRuns} as running where running.deployment_id = ${deploymentRuns.deploymentId} and running.status = 'running')`,
      ),
    );
  const deploymentIds = new Set([...interrupted, ...waiting].map((row) => row.deploymentId));
  for (const deploymentId of deploymentIds) await dispatchNextRun(ctx, deploymentId);
  return interrupted.length;
}

/**
 * A run syncs Caddy inline after its release (caddy-after-run.ts), with no job behind it: killed during that
 * sync, it left its server `updating` (asked, never synced since) with nothing to finish it. The sync is asked
 * again, as a job; rewriting the same sites is harmless (docs/deploy.md § Crash and restart).
 */
async function resumeCaddySyncs(ctx: AppContext, deploymentIds: number[]): Promise<void> {
  if (deploymentIds.length === 0) return;
  const unsynced = await ctx.db
    .selectDistinct({ serverId: deployments.serverId })
    .from(deployments)
    .where(
      and(
        inArray(deployments.id, deploymentIds),
        isNotNull(deployments.caddyRequestedAt),
        or(isNull(deployments.caddySyncedAt), lt(deployments.caddySyncedAt, deployments.caddyRequestedAt)),
      ),
    );
  await requestCaddySync(
    ctx,
    unsynced.map((row) => row.serverId),
  );
}
