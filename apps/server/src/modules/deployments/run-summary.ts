import type { RunSummary, RunTrigger, RunTriggeredBy } from '@aerie/contract';
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { deploymentRuns, users, type DeploymentRunRow } from '../../db/schema/index.js';

export type StartedBy = { id: number; first: string; last: string } | null;

/** Who started a run, joined by the queries that list runs (the user may be gone: null). */
export const runStarter = alias(users, 'run_starter');
export const runStarterColumns = { id: runStarter.id, first: runStarter.first, last: runStarter.last };

/** Scheduled and push runs are the deployment's own (issue 24 §2); the others are a person's. */
export const triggeredByOf = (trigger: RunTrigger): RunTriggeredBy =>
  trigger === 'schedule' || trigger === 'push' ? 'deployment' : 'user';

/**
 * What the browser sees of a run (issue 13 "Runs"): status, trigger, commit, who, and when; and since issue 28
 * its kind, its release (and whether that is still on the server) and whether it was rolled back.
 */
export function runSummaryView(run: DeploymentRunRow, startedBy: StartedBy): RunSummary {
  const triggeredBy = triggeredByOf(run.trigger);
  return {
    id: run.id,
    status: run.status,
    trigger: run.trigger,
    triggered_by: triggeredBy,
    commit_sha: run.commitSha,
    exit_code: run.exitCode,
    failure_reason: run.failureReason,
    // Push runs queued before issue 24 recorded the pusher; the deployment's runs name no person.
    started_by: triggeredBy === 'user' && startedBy && startedBy.id !== null ? startedBy : null,
    queued_at: run.queuedAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
    kind: run.kind,
    release: run.release,
    release_present: run.release !== null && !run.releasePruned,
    rolled_back: run.rolledBack,
    went_live_at: run.wentLiveAt?.toISOString() ?? null,
    rollback_of_run_id: run.rollbackOfRunId,
  };
}

/** One run as a summary, or null when it is gone (its deployment was deleted). */
export async function loadRunSummary(db: Queryable, runId: number): Promise<RunSummary | null> {
  const [row] = await db
    .select({ run: getTableColumns(deploymentRuns), startedBy: runStarterColumns })
    .from(deploymentRuns)
    .leftJoin(runStarter, eq(runStarter.id, deploymentRuns.startedById))
    .where(eq(deploymentRuns.id, runId))
    .limit(1);
  return row ? runSummaryView(row.run, row.startedBy) : null;
}

export const FINISHED_STATUSES: ReadonlySet<string> = new Set(['succeeded', 'failed', 'timed_out', 'cancelled']);
export const isFinished = (status: string) => FINISHED_STATUSES.has(status);
