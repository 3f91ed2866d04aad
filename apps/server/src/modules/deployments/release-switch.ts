import type { ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { checkHealth } from './health-check.js';
import { restartScript, switchScript } from './release-script.js';
import { recordWentLive } from './run-state.js';
import { mustSucceed, runner, StepFailed, type DeployInput, type Run } from './step-runner.js';

export interface SwitchPlan {
  /** The release `current` goes to. */
  release: string;
  /** What `current` showed before, to go back to; null on a first release. */
  previous: string | null;
}

/**
 * Puts a release live (docs/product.md § Releases and rollback): `current` switched to it atomically, the
 * restart command, the health check. When the restart or the check fails — or the run is stopped (cancel,
 * time limit, shutdown) before they are done — `current` goes back to the previous release and the restart
 * command runs again, so what was serving before serves again; the run then fails saying so.
 */
export async function switchAndCheck(
  ctx: AppContext,
  session: ServerSession,
  input: DeployInput,
  run: Run,
  plan: SwitchPlan,
): Promise<void> {
  const { deployment, log } = input;
  log.system(`Switching current to release ${plan.release}…`);
  await mustSucceed(
    run(switchScript({ deployPath: deployment.deployPath, release: plan.release, runId: input.run.id })),
    'Could not switch current',
  );
  await recordWentLive(ctx, input.run.id, true);
  const canGoBack = plan.previous !== null && plan.previous !== plan.release;
  let problem: string | null;
  try {
    problem = await restartAndCheck(ctx, input, run);
  } catch (error) {
    // Stopped half-way: the new release may not even have started. A stop must not leave it live unchecked.
    if (input.signal.aborted && canGoBack) {
      await switchBack(ctx, input, plan.previous!, runner(ctx, session, input, 'unstoppable'));
    }
    throw error;
  }
  if (problem === null) return;
  if (!canGoBack) {
    throw new StepFailed(
      `${problem}; there is no earlier release to switch back to, so release ${plan.release} stays.`,
    );
  }
  await switchBack(ctx, input, plan.previous!, run);
  throw new StepFailed(`${problem}; switched back to release ${plan.previous}.`);
}

/** Restart, then health check: null when both went well, else what went wrong, in words. */
async function restartAndCheck(ctx: AppContext, input: DeployInput, run: Run): Promise<string | null> {
  const { deployment, log } = input;
  if (deployment.restartCommand) {
    log.system('Running the restart command…');
    const { code, stdout, stderr } = await run(
      restartScript({ deployPath: deployment.deployPath, command: deployment.restartCommand }),
    );
    if (code !== 0) {
      const lastLine = (stderr.trim() || stdout.trim()).split('\n').at(-1)?.trim();
      return `The restart command failed (exit code ${code})${lastLine ? `: ${lastLine}` : ''}`;
    }
  }
  const health = await checkHealth(ctx, deployment, run, log, input.signal);
  if (!health.healthy) return `Health check failed (${health.problem})`;
  if (deployment.healthCheckUrl || deployment.healthCheckCommand) log.system('Health check passed.');
  return null;
}

async function switchBack(ctx: AppContext, input: DeployInput, previous: string, run: Run) {
  const { deployment, log } = input;
  log.system(`Switching current back to release ${previous}…`);
  await mustSucceed(
    run(switchScript({ deployPath: deployment.deployPath, release: previous, runId: input.run.id })),
    'Could not switch current back',
  );
  await recordWentLive(ctx, input.run.id, false);
  input.onSwitchedBack();
  if (!deployment.restartCommand) return;
  log.system('Running the restart command again…');
  const { code } = await run(restartScript({ deployPath: deployment.deployPath, command: deployment.restartCommand }));
  if (code !== 0) log.system(`The restart command failed again (exit code ${code}).`);
}
