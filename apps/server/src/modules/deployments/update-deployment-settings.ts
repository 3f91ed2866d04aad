import type { Deployment } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments, type DeploymentRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { assertWithinPlan } from '../billing/index.js';
import {
  deleteProviderPushHook,
  withPushHook,
  type AttachPushHook,
  type TakenPushHook,
} from '../integrations/index.js';
import { loadDeploymentView } from './deployment-view.js';
import { assertPlanAllowsPush, providerRepositoryOf, releaseUnusedPushHook } from './push-hook.js';
import { nextRunAt } from './schedule.js';

export const SETTINGS_SAVED = 'Deployment settings saved.';

export interface DeploymentSettings {
  schedule: string | null;
  timezone: string;
  push_to_deploy: boolean;
}

/**
 * Changes a deployment's daily schedule (and its next run) and push-to-deploy. Turning push-to-deploy on
 * counts against the plan's git deployments, under the workspace's plan lock like a create, so two
 * deployments switched on at once cannot both take the last place.
 *
 * On a provider's repository, push-to-deploy on needs the repository's push webhook: made at the provider
 * first when it has none (also when it is on already and the webhook went with a removed connection), stored
 * by the transaction. Turning it off on the repository's last deployment on push removes the webhook.
 */
export async function updateDeploymentSettings(
  ctx: AppContext,
  deployment: DeploymentRow,
  settings: DeploymentSettings,
): Promise<Deployment> {
  const hooked = settings.push_to_deploy
    ? await providerRepositoryOf(ctx.db, deployment.projectId, deployment.repositoryId)
    : null;
  let released: TakenPushHook | null;
  if (hooked) {
    if (!deployment.pushToDeploy) await assertPlanAllowsPush(ctx.db, deployment.workspaceId, false);
    released = await withPushHook(ctx, hooked, (attach) => saveSettings(ctx, deployment, settings, attach));
  } else {
    released = await saveSettings(ctx, deployment, settings, null);
  }
  if (released) await deleteProviderPushHook(ctx, released.repository, released.providerHookId);
  return loadDeploymentView(ctx.db, deployment.id);
}

/** The settings' transaction; answers the webhook it let go, to remove at the provider after the commit. */
async function saveSettings(
  ctx: AppContext,
  deployment: DeploymentRow,
  settings: DeploymentSettings,
  attachPushHook: AttachPushHook | null,
): Promise<TakenPushHook | null> {
  return ctx.db.transaction(async (tx) => {
    const workspace = await lockWorkspacePlan(tx, deployment.workspaceId);
    const [current] = await tx.select().from(deployments).where(eq(deployments.id, deployment.id)).for('update');
    if (!workspace || !current) throw notFound('The deployment');
    if (settings.push_to_deploy && !current.pushToDeploy) await assertWithinPlan(tx, workspace, 'gitDeployments');
    if (attachPushHook) await attachPushHook(tx);
    await tx
      .update(deployments)
      .set({
        schedule: settings.schedule,
        timezone: settings.timezone,
        nextRunAt: settings.schedule ? nextRunAt(settings.schedule, settings.timezone, ctx.clock.now()) : null,
        pushToDeploy: settings.push_to_deploy,
        updatedAt: new Date(),
      })
      .where(eq(deployments.id, deployment.id));
    return settings.push_to_deploy ? null : releaseUnusedPushHook(tx, current.repositoryId);
  });
}
