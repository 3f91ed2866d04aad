import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns, deployments, repositories, type DeploymentRunRow } from '../../db/schema/index.js';
import { revokeRunCredential } from '../access-tokens/index.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { changeWithEvent } from '../events/index.js';
import { RUN_SUBJECT_COLUMNS, runEndedEvent, subjectOf, type RunSubject } from './run-events.js';

import type { RunEnd } from './run-end.js';

export type { RunEnd } from './run-end.js';

/** A run just claimed, with what its events say about its deployment. */
export type ClaimedRun = DeploymentRunRow & { subject: RunSubject };

/**
 * Starts a queued run: ONE conditional update, so however many workers hold a job for it, one starts it.
 * The partial unique index allows one running run per deployment: while another runs, the update fails
 * with a unique violation and this run stays queued until that one ends and dispatches it. The same
 * statement reads the run's subject (its deployment's workspace, project and name), so the run's end can
 * write its event without a read of its own.
 */
export async function claimRun(ctx: AppContext, runId: number, now = new Date()): Promise<ClaimedRun | null> {
  try {
    const [claimed] = await ctx.db
      .update(deploymentRuns)
      .set({ status: 'running', startedAt: now, heartbeatAt: now })
      .from(deployments)
      .innerJoin(repositories, eq(repositories.id, deployments.repositoryId))
      .where(
        and(
          eq(deploymentRuns.id, runId),
          eq(deploymentRuns.status, 'queued'),
          eq(deploymentRuns.cancelRequested, false),
          eq(deployments.id, deploymentRuns.deploymentId),
        ),
      )
      .returning({ ...getTableColumns(deploymentRuns), ...RUN_SUBJECT_COLUMNS });
    if (!claimed) return null;
    const { workspaceId, projectId, branch, repository, ...run } = claimed;
    return { ...run, subject: subjectOf({ workspaceId, projectId, branch, repository }) };
  } catch (error) {
    if (isUniqueViolation(error, 'deployment_runs_one_running_key')) return null;
    throw error;
  }
}

/**
 * Keeps a running run alive and reads whether it should stop: answers 'cancel' when someone asked to cancel
 * it, 'gone' when it is no longer this runner's (recovery ended it), else 'running'.
 */
export async function beatRun(ctx: AppContext, runId: number): Promise<'running' | 'cancel' | 'gone'> {
  const [row] = await ctx.db
    .update(deploymentRuns)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(deploymentRuns.id, runId), eq(deploymentRuns.status, 'running')))
    .returning({ cancelRequested: deploymentRuns.cancelRequested });
  if (!row) return 'gone';
  return row.cancelRequested ? 'cancel' : 'running';
}

/**
 * Stores the commit a running run has just fetched, so the run's page shows it while the build still runs
 * (the end stores it again with the rest).
 */
export async function recordCommit(ctx: AppContext, runId: number, commitSha: string): Promise<void> {
  await ctx.db
    .update(deploymentRuns)
    .set({ commitSha })
    .where(and(eq(deploymentRuns.id, runId), eq(deploymentRuns.status, 'running')));
}

/** Stores the release directory a running run builds or switches to (`releases/{release}`). */
export async function recordRelease(ctx: AppContext, runId: number, release: string): Promise<void> {
  await ctx.db
    .update(deploymentRuns)
    .set({ release })
    .where(and(eq(deploymentRuns.id, runId), eq(deploymentRuns.status, 'running')));
}

/**
 * Records that a running run has switched `current` to its release (`live`), or back to the one before: written
 * the moment the server did it, so the live release stays known when the run never gets to its end. A record that
 * fails is logged, not thrown: the switch is done, and the restart and health check after it must still run.
 */
export async function recordWentLive(ctx: AppContext, runId: number, live: boolean): Promise<void> {
  try {
    await ctx.db
      .update(deploymentRuns)
      .set({ wentLiveAt: live ? ctx.clock.now() : null })
      .where(and(eq(deploymentRuns.id, runId), eq(deploymentRuns.status, 'running')));
  } catch (error) {
    ctx.logger.warn({ err: error, runId }, 'deployment run: could not record the release switch');
  }
}

/**
 * Ends a running run as `end` says, with its `deployment.*` event in the same statement; a run already
 * ended (by recovery) is left as it is and announced by nobody. Its clone credential goes too, should the
 * git step have failed to release it (issue 24 §2).
 */
export async function finishRun(
  ctx: AppContext,
  run: Pick<ClaimedRun, 'id' | 'deploymentId' | 'startedById' | 'kind' | 'subject'>,
  end: RunEnd,
  now = new Date(),
): Promise<void> {
  await changeWithEvent(
    ctx.db,
    ctx.db
      .update(deploymentRuns)
      .set({
        status: end.status,
        finishedAt: now,
        commitSha: end.commitSha ?? null,
        exitCode: end.status === 'failed' ? (end.exitCode ?? null) : end.status === 'succeeded' ? 0 : null,
        failureReason: end.status === 'succeeded' ? null : end.reason.slice(0, 300),
        rolledBack: end.status !== 'succeeded' && end.rolledBack === true,
      })
      .where(and(eq(deploymentRuns.id, run.id), eq(deploymentRuns.status, 'running')))
      .returning({ id: deploymentRuns.id }),
    runEndedEvent(run, end),
  );
  await revokeRunCredential(ctx.db, run.id);
}

/** Sends the job of the deployment's oldest queued run, which waited while another one ran. */
export async function dispatchNextRun(ctx: AppContext, deploymentId: number): Promise<void> {
  const [next] = await ctx.db
    .select({ id: deploymentRuns.id })
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.deploymentId, deploymentId), eq(deploymentRuns.status, 'queued')))
    .orderBy(asc(deploymentRuns.queuedAt), asc(deploymentRuns.id))
    .limit(1);
  if (!next) return;
  await ctx.jobs.send('deployment-run', { runId: next.id });
  ctx.jobs.wake('deployment-run');
}
