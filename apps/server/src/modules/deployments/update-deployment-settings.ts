import type { Deployment } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments, repositories, type DeploymentRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { PUSH_NEEDS_AERIE_GIT } from './create-deployment.js';
import { assertWithinPlan } from '../billing/index.js';
import { loadDeploymentView } from './deployment-view.js';
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
 */
export async function updateDeploymentSettings(
  ctx: AppContext,
  deployment: DeploymentRow,
  settings: DeploymentSettings,
): Promise<Deployment> {
  await ctx.db.transaction(async (tx) => {
    const workspace = await lockWorkspacePlan(tx, deployment.workspaceId);
    const [current] = await tx.select().from(deployments).where(eq(deployments.id, deployment.id)).for('update');
    if (!workspace || !current) throw notFound('The deployment');
    if (settings.push_to_deploy && !current.pushToDeploy) {
      const [repository] = await tx
        .select({ platform: repositories.platform })
        .from(repositories)
        .where(eq(repositories.id, current.repositoryId));
      if (repository?.platform !== 'aerie') throw fieldError('push_to_deploy', PUSH_NEEDS_AERIE_GIT);
      await assertWithinPlan(tx, workspace, 'gitDeployments');
    }
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
  });
  return loadDeploymentView(ctx.db, deployment.id);
}
