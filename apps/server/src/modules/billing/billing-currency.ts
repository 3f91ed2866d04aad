import type { BillingCurrency, PlanPeriod } from '@aerie/contract';
import { and, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { expertHires, projects, servers, websites, workspaces, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { findPeriod, toPlanPeriod } from './plan-period.js';
import { planById } from './plan-standing.js';

/**
 * What paid is still running in the workspace, as the sentence that says why its currency cannot change
 * now; null when nothing is. Each of these was paid (or will be charged) in the workspace's currency, so a
 * change now would leave one bill in two currencies (issue 25, one currency per workspace).
 */
async function findRunningPaid(db: Queryable, workspace: WorkspaceRow, now: Date): Promise<string | null> {
  if (workspace.plan !== 'air') {
    return `The ${planById(workspace.plan).name} plan is paid in this currency: cancel it and wait for its period to end first.`;
  }
  const [engagement] = await db
    .select({ id: expertHires.id })
    .from(expertHires)
    .where(
      and(eq(expertHires.workspaceId, workspace.id), inArray(expertHires.status, ['trialing', 'active', 'past_due'])),
    )
    .limit(1);
  if (engagement)
    return 'An expert engagement is billed in this currency: cancel it and wait for its period to end first.';
  const [pilot] = await db
    .select({ id: servers.id })
    .from(servers)
    .where(and(eq(servers.workspaceId, workspace.id), isNotNull(servers.pilotId)))
    .limit(1);
  if (pilot) return 'A pilot is paid in this currency: delete it or wait for it to be removed first.';
  const [sitePlan] = await db
    .select({ id: websites.id })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(and(eq(projects.workspaceId, workspace.id), ne(websites.plan, 'free'), gt(websites.planPaidUntil, now)))
    .limit(1);
  if (sitePlan) return 'A site plan is paid in this currency: cancel it and wait for its period to end first.';
  return null;
}

/**
 * The owner changes the workspace's billing currency (issue 25). Refused (409) while anything paid runs;
 * the payments made keep their own currency. Under the workspace's plan lock, which a settling payment
 * takes too, so a plan bought at the same moment either comes first (and refuses this) or is priced after.
 */
export async function updateBillingCurrency(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  workspaceId: number,
  currency: BillingCurrency,
): Promise<PlanPeriod> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const workspace = (await lockWorkspacePlan(tx, workspaceId))!;
    if (workspace.billingCurrency !== currency) {
      const reason = await findRunningPaid(tx, workspace, now);
      if (reason) throw new AppError('conflict', `The currency cannot change now. ${reason}`);
      await tx
        .update(workspaces)
        .set({ billingCurrency: currency, updatedAt: now })
        .where(eq(workspaces.id, workspaceId));
    }
    return toPlanPeriod(workspace.plan, await findPeriod(tx, workspaceId), currency);
  });
}
