import { DEPLOYMENT_RULES } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { ServerTransportError } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  deploymentCommands,
  deploymentConfigs,
  deployments,
  repositories,
  servers,
  type DeploymentRunRow,
} from '../../db/schema/index.js';
import { openVariables } from './config-secret.js';
import { deployToServer, StepFailed } from './deploy-steps.js';
import { RunLog } from './run-log.js';
import { syncCaddyAfterRun } from './server-caddy/caddy-after-run.js';
import { beatRun, claimRun, dispatchNextRun, finishRun, recordCommit, type RunEnd } from './run-state.js';
import { parseVariables } from './variables.js';

/** The last log line of a run whose worker stopped (or died) under it. */
export const INTERRUPTED_LINE = 'Interrupted: the worker running this deployment stopped. Deploy again to finish it.';

type StopReason = 'cancelled' | 'timed_out' | 'interrupted';

/**
 * The `deployment-run` job: claims the run, deploys, and always ends it — succeeded, failed (with the
 * failing command's exit code), timed_out, cancelled, or failed 'interrupted' when this worker stops —
 * then starts the deployment's next queued run. Whatever throws in between, the run does not stay
 * 'running' (the finally below; a worker that dies outright is caught by recover-runs).
 */
export async function runDeployment(ctx: AppContext, runId: number, stopping?: AbortSignal): Promise<void> {
  const run = await claimRun(ctx, runId);
  if (!run) return;
  const log = new RunLog(ctx.db, run.id);
  const control = new AbortController();
  let stopReason: StopReason | null = null;
  const stop = (reason: StopReason) => {
    if (stopReason) return;
    stopReason = reason;
    control.abort();
  };
  const onStopping = () => stop('interrupted');
  stopping?.addEventListener('abort', onStopping, { once: true });
  if (stopping?.aborted) stop('interrupted');
  // The time limit is read on the clock at every heartbeat, as the cancel flag is, so a test moves the
  // clock past it instead of waiting it out; a run stops at most one heartbeat after its limit.
  const deadline = ctx.clock.now().getTime() + ctx.config.deployments.timeoutMs;
  const heartbeat = setInterval(() => {
    if (ctx.clock.now().getTime() >= deadline) return stop('timed_out');
    beatRun(ctx, run.id).then(
      (state) => {
        if (state === 'cancel') stop('cancelled');
        if (state === 'gone') stop('interrupted');
      },
      () => {},
    );
  }, ctx.config.deployments.heartbeatMs);

  let end: RunEnd = { status: 'failed', reason: 'The run stopped unexpectedly.' };
  let commitSha: string | null = null;
  let switchedBack = false;
  try {
    const commitShaSeen = async (sha: string) => {
      commitSha = sha;
      // Only for the page while the run goes on: the end records the commit anyway, so a failed write here
      // must not fail the deployment.
      await recordCommit(ctx, run.id, sha).catch(() => {});
    };
    await deploy(ctx, run, log, control.signal, commitShaSeen, () => (switchedBack = true));
    end = { status: 'succeeded', commitSha };
  } catch (error) {
    const ended = endOf(ctx, run.id, error, stopReason, log, commitSha);
    end = ended.status === 'succeeded' ? ended : { ...ended, rolledBack: switchedBack };
  } finally {
    clearInterval(heartbeat);
    stopping?.removeEventListener('abort', onStopping);
    log.system(closingLine(end));
    await log.close();
    await finishRun(ctx, run, end);
    if (!stopping?.aborted) await dispatchNextRun(ctx, run.deploymentId);
  }
}

/** The run's last log line: how it ended, in words. */
function closingLine(end: RunEnd): string {
  if (end.status === 'succeeded') return 'Deployment finished.';
  if (end.status === 'failed' && end.reason === 'interrupted') {
    return INTERRUPTED_LINE;
  }
  return end.status === 'failed' ? `Failed: ${end.reason}` : end.reason;
}

/** DEPLOY_TIMEOUT_MINUTES as people say it ("10 minutes", "9 seconds"). */
function limitText(ctx: AppContext): string {
  const seconds = Math.round(ctx.config.deployments.timeoutMs / 1000);
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
}

function endOf(
  ctx: AppContext,
  runId: number,
  error: unknown,
  stopReason: StopReason | null,
  log: RunLog,
  commitSha: string | null,
): RunEnd {
  if (stopReason === 'cancelled') return { status: 'cancelled', reason: 'Cancelled.', commitSha };
  if (stopReason === 'timed_out') {
    return { status: 'timed_out', reason: `Stopped at the time limit of ${limitText(ctx)}.`, commitSha };
  }
  if (stopReason === 'interrupted') return { status: 'failed', reason: 'interrupted', commitSha };
  if (error instanceof ServerTransportError) {
    return { status: 'failed', reason: log.mask(error.message), commitSha };
  }
  if (error instanceof StepFailed) {
    return { status: 'failed', reason: log.mask(error.message), exitCode: error.exitCode, commitSha };
  }
  // A sealed credential or variable that no longer opens: the person can mend it, so say how.
  if (error instanceof AppError && error.code === 'secret_unreadable') {
    return { status: 'failed', reason: error.message, commitSha };
  }
  // Anything else is our own fault (a bug, the database): say so without internals, keep details in the log.
  const message = error instanceof Error ? error.message : String(error);
  ctx.logger.error({ runId, error: log.mask(message) }, 'deployment run crashed');
  return { status: 'failed', reason: 'The run stopped because of an error in Aerie.', commitSha };
}

async function deploy(
  ctx: AppContext,
  run: DeploymentRunRow,
  log: RunLog,
  signal: AbortSignal,
  onCommit: (sha: string) => Promise<void>,
  onSwitchedBack: () => void,
): Promise<void> {
  const [deployment] = await ctx.db.select().from(deployments).where(eq(deployments.id, run.deploymentId));
  if (!deployment) throw new StepFailed('The deployment no longer exists.');
  const [[server], [repository], [commands], [config]] = await Promise.all([
    ctx.db.select().from(servers).where(eq(servers.id, deployment.serverId)),
    ctx.db.select().from(repositories).where(eq(repositories.id, deployment.repositoryId)),
    ctx.db.select().from(deploymentCommands).where(eq(deploymentCommands.deploymentId, deployment.id)),
    ctx.db.select().from(deploymentConfigs).where(eq(deploymentConfigs.deploymentId, deployment.id)),
  ]);
  if (!server || !repository) throw new StepFailed('The server or the repository no longer exists.');
  const variables = config ? parseVariables(openVariables(ctx, config)) : null;
  await deployToServer(ctx, {
    run,
    deployment,
    server,
    repository,
    commands: commands?.commands ?? DEPLOYMENT_RULES.defaultCommands,
    variables,
    log,
    signal,
    onCommit,
    onSwitchedBack,
  });
  if (!signal.aborted) await syncCaddyAfterRun(ctx, deployment, log);
}
