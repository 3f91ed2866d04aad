import { and, eq, ne } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deployments, repositories, workspaces } from '../../db/schema/index.js';
import { assertWithinPlan } from '../billing/index.js';
import {
  lockRepositoryPushHook,
  takePushHook,
  type HookedRepository,
  type TakenPushHook,
} from '../integrations/index.js';

/**
 * The project's repository `repositoryId` when it lives on a provider (GitHub, GitLab, Bitbucket), whose
 * pushes reach Aerie through a webhook; null for Aerie Git (its pushes are Aerie's own) or another project's.
 */
export async function providerRepositoryOf(
  db: Queryable,
  projectId: number,
  repositoryId: number,
): Promise<HookedRepository | null> {
  const [row] = await db
    .select({
      id: repositories.id,
      workspaceId: repositories.workspaceId,
      platform: repositories.platform,
      platformRepoId: repositories.platformRepoId,
      fullName: repositories.fullName,
    })
    .from(repositories)
    .where(
      and(eq(repositories.id, repositoryId), eq(repositories.projectId, projectId), ne(repositories.platform, 'aerie')),
    );
  return row && row.platform !== 'aerie' ? { ...row, platform: row.platform } : null;
}

/**
 * The plan's answer before a webhook is made at the provider for nothing: the transaction counts again
 * under the plan lock, this only spares the provider a hook made and removed at once.
 */
export async function assertPlanAllowsPush(db: Queryable, workspaceId: number, isNewDeployment: boolean) {
  const [workspace] = await db
    .select({ id: workspaces.id, plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace) return;
  if (isNewDeployment) await assertWithinPlan(db, workspace, 'deployments');
  await assertWithinPlan(db, workspace, 'gitDeployments');
}

/**
 * In the transaction that turned a deployment's push-to-deploy off or deleted it: when no deployment of the
 * repository deploys on push any more, its webhook row goes, under the hook lock (so a deployment turning
 * it on at the same moment either keeps it or makes a new one). Answers what to remove at the provider once
 * the transaction commits.
 */
export async function releaseUnusedPushHook(tx: Queryable, repositoryId: number): Promise<TakenPushHook | null> {
  await lockRepositoryPushHook(tx, repositoryId);
  const [stillOnPush] = await tx
    .select({ id: deployments.id })
    .from(deployments)
    .where(and(eq(deployments.repositoryId, repositoryId), eq(deployments.pushToDeploy, true)))
    .limit(1);
  return stillOnPush ? null : takePushHook(tx, repositoryId);
}
