import type { AppContext } from '../../context.js';
import type { DeploymentRow } from '../../db/schema/index.js';
import type { Run } from './step-runner.js';
import { healthCommandScript, healthUrlScript } from './release-script.js';
import type { RunLog } from './run-log.js';

/** The pause between two failed attempts: an app that is still starting gets a second a try. */
const PAUSE_BETWEEN_ATTEMPTS_MS = 1_000;

export type HealthResult = { healthy: true } | { healthy: false; problem: string };

type HealthSettings = Pick<
  DeploymentRow,
  'deployPath' | 'healthCheckUrl' | 'healthCheckCommand' | 'healthCheckTimeoutSeconds' | 'healthCheckRetrySeconds'
>;

/**
 * The health check after a switch (docs/product.md § Releases and rollback): the URL requested from the server
 * itself (2xx within the timeout), or else the command (exit 0), attempted again after a pause until the retry
 * time has passed on the clock. Every attempt's output goes into the log; the last one's words make the
 * problem. No check set: healthy.
 */
export async function checkHealth(
  ctx: AppContext,
  deployment: HealthSettings,
  run: Run,
  log: RunLog,
  signal: AbortSignal,
): Promise<HealthResult> {
  const script = healthScript(deployment);
  if (script === null) return { healthy: true };
  if ('problem' in script) return { healthy: false, problem: script.problem };
  const what = deployment.healthCheckUrl ? deployment.healthCheckUrl : 'the health check command';
  const deadline = ctx.clock.now().getTime() + deployment.healthCheckRetrySeconds * 1000;
  for (let attempt = 1; ; attempt += 1) {
    log.system(`Health check ${attempt}: ${what}…`);
    const { code, stdout, stderr } = await run(script.text);
    if (code === 0) return { healthy: true };
    const said = (stderr.trim() || stdout.trim()).split('\n').at(-1)?.trim();
    const problem = said || `exit code ${code}`;
    // Neither curl nor wget on the server: no retry will install one.
    if (code === 127 && !deployment.healthCheckCommand) return { healthy: false, problem };
    if (ctx.clock.now().getTime() >= deadline) {
      const tries = attempt === 1 ? '1 attempt' : `${attempt} attempts`;
      return { healthy: false, problem: `${problem}, after ${tries}` };
    }
    await pause(PAUSE_BETWEEN_ATTEMPTS_MS, signal);
  }
}

function healthScript(deployment: HealthSettings): { text: string } | { problem: string } | null {
  const timeoutSeconds = deployment.healthCheckTimeoutSeconds;
  if (deployment.healthCheckUrl) {
    // Only web addresses: a value that skipped the contract must not become a curl option or a file:// read.
    if (!/^https?:\/\/[^\s]+$/i.test(deployment.healthCheckUrl)) {
      return { problem: 'the health check URL must start with http:// or https://' };
    }
    return { text: healthUrlScript({ url: deployment.healthCheckUrl, timeoutSeconds }) };
  }
  if (deployment.healthCheckCommand) {
    const command = deployment.healthCheckCommand;
    return { text: healthCommandScript({ deployPath: deployment.deployPath, command, timeoutSeconds }) };
  }
  return null;
}

/** Waits, or stops waiting as soon as the run is stopped (the next script then fails at once). */
function pause(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, milliseconds);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
