import { and, eq } from 'drizzle-orm';

import type { ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { deploymentRuns } from '../../db/schema/index.js';
import { markPruned } from './prune-releases.js';
import { inspectReleasesScript, liveRelease, RELEASE_NAME, releaseDir, releaseExistsScript } from './release-script.js';
import { switchAndCheck } from './release-switch.js';
import { recordRelease } from './run-state.js';
import { StepFailed, type DeployInput, type Run } from './step-runner.js';

/**
 * A rollback run (docs/product.md § Releases and rollback): no clone, no build. `current` goes to the
 * release of the run rolled back to — whose `.env` is inside it, so its variables come back with it — then
 * the restart command and the health check, switching back to what was live should they fail.
 */
export async function rollBack(ctx: AppContext, session: ServerSession, input: DeployInput, run: Run): Promise<void> {
  const { deployment, log } = input;
  const [target] = input.run.rollbackOfRunId
    ? await ctx.db
        .select()
        .from(deploymentRuns)
        .where(and(eq(deploymentRuns.id, input.run.rollbackOfRunId), eq(deploymentRuns.deploymentId, deployment.id)))
    : [];
  if (!target?.release || !RELEASE_NAME.test(target.release)) {
    throw new StepFailed('The run to roll back to built no release of this deployment.');
  }
  const release = target.release;
  await recordRelease(ctx, input.run.id, release);
  if (target.commitSha) await input.onCommit(target.commitSha);
  log.system(`Rolling back to release ${release} (run #${target.id}).`);
  const exists = await run(releaseExistsScript(releaseDir(deployment.deployPath, release)), { quiet: true });
  if (exists.stdout.trim() !== 'yes') {
    await markPruned(ctx, deployment.id, [release]);
    throw new StepFailed(`Release ${release} is no longer on the server.`);
  }
  const state = (await run(inspectReleasesScript(deployment.deployPath), { quiet: true })).stdout.trim();
  if (state === 'not-a-link') {
    throw new StepFailed(`${deployment.deployPath}/current is a directory, not the link Aerie switches.`);
  }
  await switchAndCheck(ctx, session, input, run, { release, previous: liveRelease(state) });
}
