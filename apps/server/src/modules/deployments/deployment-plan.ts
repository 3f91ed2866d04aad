import { PLANS } from '@aerie/contract';
import { and, count, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deployments, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export type DeploymentPlanResource = 'deployments' | 'gitDeployments';

/*
 * STAND-IN until helper E adds 'deployments' and 'gitDeployments' to billing/plan-limits.ts: then this
 * body becomes `return assertWithinPlan(db, workspace, resource)`. Same rule and same 403 as there
 * (`errors.plan: ['upgrade']`). Call it holding the workspace's plan lock (lockWorkspacePlan), so creates
 * made at once each count what the previous one wrote.
 */
const NOUNS: Record<DeploymentPlanResource, [singular: string, plural: string]> = {
  deployments: ['deployment', 'deployments'],
  gitDeployments: ['git deployment', 'git deployments'],
};

export async function assertDeploymentsWithinPlan(
  db: Queryable,
  workspace: WorkspaceRow,
  resource: DeploymentPlanResource,
): Promise<void> {
  const plan = PLANS.find((candidate) => candidate.id === workspace.plan)!;
  const limit: number | null = plan[resource];
  if (limit === null) return;
  const where =
    resource === 'deployments'
      ? eq(deployments.workspaceId, workspace.id)
      : and(eq(deployments.workspaceId, workspace.id), eq(deployments.pushToDeploy, true));
  const [row] = await db.select({ total: count() }).from(deployments).where(where);
  if ((row?.total ?? 0) < limit) return;
  const [singular, plural] = NOUNS[resource];
  const allowed = limit === 0 ? `no ${plural}` : `${limit} ${limit === 1 ? singular : plural}`;
  throw new AppError('forbidden', `Your ${plan.name} plan allows ${allowed}. Upgrade your plan to create more.`, {
    fieldErrors: { plan: ['upgrade'] },
  });
}
