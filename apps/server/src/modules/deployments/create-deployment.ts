import { DEPLOYMENT_MESSAGES, type CreateDeployment, type Deployment } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments, repositories, servers } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { type AttachPushHook, withPushHook } from '../integrations/index.js';
import type { VisibleProject } from '../projects/index.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { isDeployable } from './deployable-server.js';
import { assertWithinPlan } from '../billing/index.js';
import { newDeploymentSlug } from './deployment-slug.js';
import { loadDeploymentView } from './deployment-view.js';
import { enqueueRun } from './enqueue-run.js';
import { assertPlanAllowsPush, providerRepositoryOf } from './push-hook.js';
import { nextRunAt } from './schedule.js';

/**
 * Creates a deployment of the caller's project and queues its first run (docs/product.md § Creating a deployment:
 * auto_deploy 0, at once).
 *
 * One transaction holding the workspace's plan lock: the plan is counted, the row written and the first
 * run queued (its row and its job) together, so concurrent creates at the limit make exactly the limit,
 * and a deployment never exists without its first run. The server and repository rows are read FOR KEY
 * SHARE, so deleting one of them waits instead of leaving the insert to fail on its foreign key.
 *
 * Push-to-deploy on a provider's repository needs its push webhook (docs/product.md § Schedules and
 * push-to-deploy): `withPushHook` makes it at the provider before this transaction, which stores it.
 */
export async function createDeployment(
  ctx: AppContext,
  input: { visible: VisibleProject; userId: number; body: CreateDeployment },
): Promise<Deployment> {
  const { project } = input.visible;
  const hooked = input.body.push_to_deploy ? await providerRepositoryOf(ctx.db, project.id, input.body.repo_id) : null;
  let id: number;
  if (hooked) {
    await assertPlanAllowsPush(ctx.db, project.workspaceId, true);
    id = await withPushHook(ctx, hooked, (attach) => insertDeployment(ctx, input, attach));
  } else {
    id = await insertDeployment(ctx, input, null);
  }
  ctx.jobs.wake('deployment-run');
  return loadDeploymentView(ctx.db, id);
}

async function insertDeployment(
  ctx: AppContext,
  input: { visible: VisibleProject; userId: number; body: CreateDeployment },
  attachPushHook: AttachPushHook | null,
): Promise<number> {
  const { visible, userId, body } = input;
  const { project } = visible;
  return ctx.db.transaction(async (tx) => {
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
      .select({ id: repositories.id })
      .from(repositories)
      .where(and(eq(repositories.id, body.repo_id), eq(repositories.projectId, project.id)))
      .for('key share');
    if (!repository) throw notFound('The repository');

    await assertWithinPlan(tx, workspace, 'deployments');
    if (body.push_to_deploy) await assertWithinPlan(tx, workspace, 'gitDeployments');
    if (attachPushHook) await attachPushHook(tx);

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
}
