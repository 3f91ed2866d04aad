import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns } from '../../db/schema/index.js';
import { RELEASE_NAME, removeReleasesScript } from './release-script.js';
import type { DeployInput, Run } from './step-runner.js';

/**
 * After a release went live: keeps `keep_releases` releases on the server — the live one and the newest that
 * succeeded before it — and deletes every other release a run of this deployment names (older ones, failed
 * builds, releases whose health check failed, what a dead run left), then marks those runs `release_pruned`
 * so they are no longer offered for rollback. Decided from the runs, newest first, never from the disk.
 * A failure here is logged, never the run's: the release is live and healthy.
 */
export async function pruneReleases(ctx: AppContext, input: DeployInput, run: Run, live: string): Promise<void> {
  const { deployment, log } = input;
  const rows = await ctx.db
    .select({ release: deploymentRuns.release, status: deploymentRuns.status })
    .from(deploymentRuns)
    .where(
      and(
        eq(deploymentRuns.deploymentId, deployment.id),
        isNotNull(deploymentRuns.release),
        eq(deploymentRuns.releasePruned, false),
      ),
    )
    .orderBy(desc(deploymentRuns.id));
  const kept = new Set([live]);
  for (const row of rows) {
    if (kept.size >= deployment.keepReleases) break;
    if (row.status === 'succeeded') kept.add(row.release!);
  }
  const doomed = [...new Set(rows.map((row) => row.release!))].filter(
    (name) => !kept.has(name) && RELEASE_NAME.test(name),
  );
  if (doomed.length === 0) return;
  log.system(
    `Removing ${doomed.length === 1 ? '1 older release' : `${doomed.length} older releases`}: ${doomed.join(', ')}…`,
  );
  const removed = await run(removeReleasesScript(deployment.deployPath, doomed));
  if (removed.code !== 0) {
    log.system(`Could not remove them (exit code ${removed.code}); the next deploy tries again.`);
    return;
  }
  await markPruned(ctx, deployment.id, doomed);
}

/** Every run of the deployment naming one of these releases: its release is no longer on the server. */
export async function markPruned(ctx: AppContext, deploymentId: number, releases: string[]): Promise<void> {
  await ctx.db
    .update(deploymentRuns)
    .set({ releasePruned: true })
    .where(and(eq(deploymentRuns.deploymentId, deploymentId), inArray(deploymentRuns.release, releases)));
}
