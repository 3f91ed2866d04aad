import { PLANS } from '@aerie/contract';
import { and, count, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deployments, projects, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * What a plan limits: projects, deployments, and deployments that deploy on push (`gitDeployments`, counted
 * among the deployments with push-to-deploy on).
 */
export type PlanResource = 'projects' | 'deployments' | 'gitDeployments';

const COUNTERS: Record<PlanResource, (db: Queryable, workspaceId: number) => Promise<number>> = {
  projects: async (db, workspaceId) => {
    const [row] = await db.select({ total: count() }).from(projects).where(eq(projects.workspaceId, workspaceId));
    return row?.total ?? 0;
  },
  deployments: async (db, workspaceId) => {
    const [row] = await db.select({ total: count() }).from(deployments).where(eq(deployments.workspaceId, workspaceId));
    return row?.total ?? 0;
  },
  gitDeployments: async (db, workspaceId) => {
    const [row] = await db
      .select({ total: count() })
      .from(deployments)
      .where(and(eq(deployments.workspaceId, workspaceId), eq(deployments.pushToDeploy, true)));
    return row?.total ?? 0;
  },
};

const NOUNS: Record<PlanResource, [singular: string, plural: string]> = {
  projects: ['project', 'projects'],
  deployments: ['deployment', 'deployments'],
  gitDeployments: ['deployment on push', 'deployments on push'],
};

/**
 * Refuses to create one more of `resource` when the workspace's plan is full: 403 with `errors.plan:
 * ['upgrade']`, which the browser turns into an upgrade link. Call it where the thing is created (for
 * `gitDeployments`: also where push-to-deploy is switched on), inside the transaction that holds
 * `lockWorkspacePlan`, so two creates at once cannot both take the last place.
 */
export async function assertWithinPlan(db: Queryable, workspace: WorkspaceRow, resource: PlanResource): Promise<void> {
  const plan = PLANS.find((candidate) => candidate.id === workspace.plan)!;
  const limit = plan[resource];
  if (limit === null) return;
  const used = await COUNTERS[resource](db, workspace.id);
  if (used < limit) return;
  const [singular, plural] = NOUNS[resource];
  throw new AppError(
    'forbidden',
    `Your ${plan.name} plan allows ${limit === 0 ? 'no' : limit} ${limit === 1 ? singular : plural}. Upgrade your plan to create more.`,
    { fieldErrors: { plan: ['upgrade'] } },
  );
}
