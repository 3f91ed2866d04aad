import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { deployments, repositories, type DeploymentRunRow } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';
import type { RunEnd } from './run-end.js';

/**
 * `deployment.succeeded` or `deployment.failed` (a time-out is a failure too) for a run that has just
 * ended, in the transaction that ended it. A cancelled run is what someone asked for: no event. The actor
 * is whoever started the run; a scheduled or pushed run is the system's (null).
 */
export async function emitRunEnded(
  ports: { db: Transaction; jobs: AppContext['jobs'] },
  run: DeploymentRunRow,
  end: RunEnd,
): Promise<void> {
  if (end.status === 'cancelled') return;
  const [deployment] = await ports.db
    .select({
      projectId: deployments.projectId,
      workspaceId: deployments.workspaceId,
      branch: deployments.branch,
      repository: repositories.name,
    })
    .from(deployments)
    .innerJoin(repositories, eq(repositories.id, deployments.repositoryId))
    .where(eq(deployments.id, run.deploymentId));
  if (!deployment) return;
  const about = {
    workspaceId: deployment.workspaceId,
    projectId: deployment.projectId,
    actorUserId: run.startedById,
    aggregate: `deployment:${run.deploymentId}`,
  };
  const data = {
    deploymentId: run.deploymentId,
    runId: run.id,
    name: `${deployment.repository} (${deployment.branch})`,
    startedByUserId: run.startedById,
  };
  if (end.status === 'succeeded') {
    await emitEvent(ports.db, { name: 'deployment.succeeded', ...about, data });
    return;
  }
  const reason = end.reason === 'interrupted' ? 'The worker running it stopped.' : end.reason.slice(0, 300);
  await emitEvent(ports.db, { name: 'deployment.failed', ...about, data: { ...data, reason } });
}
