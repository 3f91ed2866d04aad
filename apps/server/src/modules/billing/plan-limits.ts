import { PLAN_LIMIT_KEYS, planEntry, planRefusal, type PlanLimitKey, type PlanUsage } from '@aerie/contract';
import { and, count, eq, isNull } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deployments, projects, servers, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** What a plan limits: the keys of the contract's plan table (PLAN_LIMIT_KEYS). */
export type PlanResource = PlanLimitKey;

/** How many of each limited thing a workspace has, counted as the limit counts them. */
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
  // Pilots (a `pilotId`) are bought on their own and allowed on every plan; only connections count.
  ownServers: async (db, workspaceId) => {
    const [row] = await db
      .select({ total: count() })
      .from(servers)
      .where(and(eq(servers.workspaceId, workspaceId), isNull(servers.pilotId)));
    return row?.total ?? 0;
  },
};

/**
 * Refuses to create one more of `resource` when the workspace's plan is full: 403 with `errors.plan:
 * ['upgrade']`, which the browser turns into an upgrade link, and the table's own words (`planRefusal`).
 * Call it where the thing is created (for `gitDeployments`: also where push-to-deploy is switched on),
 * inside the transaction that holds `lockWorkspacePlan`, so two creates at once cannot both take the last
 * place.
 */
export async function assertWithinPlan(
  db: Queryable,
  workspace: Pick<WorkspaceRow, 'id' | 'plan'>,
  resource: PlanResource,
): Promise<void> {
  const limit = planEntry(workspace.plan)[resource];
  if (limit === null) return;
  // "Not included" needs no count: nothing of it may be made.
  if (limit > 0 && (await COUNTERS[resource](db, workspace.id)) < limit) return;
  throw new AppError('forbidden', planRefusal(workspace.plan, resource), { fieldErrors: { plan: ['upgrade'] } });
}

/** The workspace's plan with, for each limit, what is used and the limit (null: unlimited). */
export async function planUsage(db: Queryable, workspace: Pick<WorkspaceRow, 'id' | 'plan'>): Promise<PlanUsage> {
  const plan = planEntry(workspace.plan);
  const meters: PlanUsage['meters'] = [];
  // One at a time: `db` may be a transaction, which runs one query at once.
  for (const key of PLAN_LIMIT_KEYS)
    meters.push({ key, used: await COUNTERS[key](db, workspace.id), limit: plan[key] });
  return { plan: plan.id, meters };
}
