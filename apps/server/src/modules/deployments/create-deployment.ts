import { DEPLOYMENT_MESSAGES, type CreateDeployment, type Deployment } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments, repositories, servers } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import type { VisibleProject } from '../projects/index.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { isDeployable } from './deployable-server.js';
import { assertWithinPlan } from '../billing/index.js';
import { newDeploymentSlug } from './deployment-slug.js';
import { loadDeploymentView } from './deployment-view.js';
import { enqueueRun } from './enqueue-run.js';
import { nextRunAt } from './schedule.js';

export const PUSH_NEEDS_AERIE_GIT = 'Push to deploy works with Aerie Git repositories only.';

/**
 * Creates a deployment of the caller's project and queues its first run (docs/product.md § Creating a deployment:
 * auto_deploy 0, at once).
 *
 * One transaction holding the workspace's plan lock: the plan is counted, the row written and the first
 * run queued (its row and its job) together, so concurrent creates at the limit make exactly the limit,
 * and a deployment never exists without its first run. The server and repository rows are read FOR KEY
 * SHARE, so deleting one of them waits instead of leaving the insert to fail on its foreign key.
 */
export async function createDeployment(
  ctx: AppContext,
  input: { visible: VisibleProject; userId: number; body: CreateDeployment },
): Promise<Deployment> {
  const { visible, userId, body } = input;
  const { project } = visible;
  const id = await ctx.db.transaction(async (tx) => {
    const workspace = await lockWorkspacePlan(tx, project.workspaceId);
    if (!workspace) throw notFound('The project');
    const [server] = await tx
      .select()
      .from(servers)
      .where(and(eq(servers.id, body.server_id), eq(servers.projectId, project.id)))
      .for('key share');
    // The modal offers only this project's active servers (docs/product.md § Creating a deployment): any other id is a
    // bad choice.
    if (!server || !isDeployable(server)) throw fieldError('server_id', DEPLOYMENT_MESSAGES.serverNotActive);
    const [repository] = await tx
      .select({ id: repositories.id, platform: repositories.platform })
      .from(repositories)
      .where(and(eq(repositories.id, body.repo_id), eq(repositories.projectId, project.id)))
      .for('key share');
    if (!repository) throw notFound('The repository');
    if (body.push_to_deploy && repository.platform !== 'aerie')
      throw fieldError('push_to_deploy', PUSH_NEEDS_AERIE_GIT);

    await assertWithinPlan(tx, workspace, 'deployments');
    if (body.push_to_deploy) await assertWithinPlan(tx, workspace, 'gitDeployments');

    const schedule = body.schedule ?? null;
    const [row] = await tx
      .insert(deployments)
      .values({
        slug: newDeploymentSlug(),
        projectId: project.id,
        workspaceId: project.workspaceId,
        serverId: server.id,
        repositoryId: repository.id,
        branch: body.branch,
        deployPath: body.deploy_path,
        schedule,
        timezone: body.timezone,
        nextRunAt: schedule ? nextRunAt(schedule, body.timezone, ctx.clock.now()) : null,
        pushToDeploy: body.push_to_deploy,
        strategy: body.strategy,
        createdById: userId,
      })
      .returning({ id: deployments.id });
    await enqueueRun(ctx, { deploymentId: row!.id, trigger: 'create', userId }, tx);
    return row!.id;
  });
  ctx.jobs.wake('deployment-run');
  return loadDeploymentView(ctx.db, id);
}
