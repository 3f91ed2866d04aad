import { type PlanChangePreview, type PlanId, type PlanPeriod } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { workspaceSubscriptions, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../errors.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { findPeriod, planRank, toPlanPeriod } from './plan-period.js';
import { listOverPlan, planById, type OverPlan } from './plan-standing.js';
import { priceUpgrade } from './prorate-upgrade.js';

const NO_PERIOD = 'This workspace has no paid period to end: it is already on the free plan.';

/** Says what the over-limit lists mean, ready to show above a confirm button. */
export function overPlanSummary(plan: PlanId, over: OverPlan): string {
  const { name, projects, deployments } = planById(plan);
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (over.projects.length) parts.push(`${count(over.projects.length, 'project', 'projects')} will become read-only`);
  if (over.deployments.length)
    parts.push(`${count(over.deployments.length, 'deployment', 'deployments')} will stop running`);
  if (over.pushDeployments.length) {
    parts.push(`${count(over.pushDeployments.length, 'deployment', 'deployments')} will stop deploying on push`);
  }
  if (over.ownServers.length) {
    parts.push(
      `deployments to ${count(over.ownServers.length, 'own server', 'own servers')} will stop (they stay connected)`,
    );
  }
  if (parts.length === 0) return `Everything in this workspace fits the ${name} plan.`;
  const kept = [projects, deployments].some((limit) => limit !== null)
    ? ` The oldest ${count(projects ?? 0, 'project', 'projects')} and ${count(deployments ?? 0, 'deployment', 'deployments')} stay as they are.`
    : '';
  return (
    `On ${name}, ${parts.join(', ')}. Nothing is deleted:${kept} ` + 'Delete some or upgrade again to edit the rest.'
  );
}

export async function getPlanPeriod(db: Queryable, workspace: WorkspaceRow): Promise<PlanPeriod> {
  return toPlanPeriod(workspace.plan, await findPeriod(db, workspace.id), workspace.billingCurrency);
}

/** What choosing `target` would do, priced and listed exactly as the checkout and the period end will. */
export async function previewPlanChange(
  db: Queryable,
  workspace: WorkspaceRow,
  target: PlanId,
  now: Date,
): Promise<PlanChangePreview> {
  const current = workspace.plan;
  if (target === current) throw fieldError('plan', `This workspace is already on the ${planById(target).name} plan.`);
  const period = await findPeriod(db, workspace.id);
  const view = toPlanPeriod(current, period, workspace.billingCurrency);
  const empty = { projects: [], deployments: [], push_deployments: [], own_servers: [] };
  if (planRank(target) > planRank(current)) {
    const price = priceUpgrade(
      current,
      period && period.renewsAt > now ? period : null,
      target,
      now,
      workspace.billingCurrency,
    );
    return {
      kind: 'upgrade',
      plan: target,
      amount: price.amount,
      credit: price.credit,
      currency: workspace.billingCurrency,
      prorated: price.keepsRenewalAt !== null,
      renews_at: price.keepsRenewalAt?.toISOString() ?? null,
      effective_at: now.toISOString(),
      over_limit: empty,
      summary: price.keepsRenewalAt
        ? `You pay the difference for the days left in this period; your renewal date stays.`
        : `You pay a full month now; the plan renews a month after payment.`,
    };
  }
  const over = await listOverPlan(db, workspace.id, target);
  return {
    kind: 'downgrade',
    plan: target,
    amount: 0,
    credit: 0,
    currency: workspace.billingCurrency,
    prorated: false,
    renews_at: view.renews_at,
    effective_at: view.renews_at ?? now.toISOString(),
    over_limit: {
      projects: over.projects,
      deployments: over.deployments,
      push_deployments: over.pushDeployments,
      own_servers: over.ownServers,
    },
    summary: overPlanSummary(target, over),
  };
}

/**
 * Schedules a lower plan for the end of the paid period (Air: a cancellation). Under the workspace's plan
 * lock, which a settling payment takes too, so a downgrade and an upgrade at once end in one order: an
 * upgrade settled after clears the schedule (it bought a higher plan), one settled before is what the
 * downgrade is measured against.
 */
export async function schedulePlanChange(
  ctx: Pick<AppContext, 'db'>,
  workspaceId: number,
  target: PlanId,
  now: Date,
): Promise<PlanPeriod> {
  return ctx.db.transaction(async (tx) => {
    const workspace = (await lockWorkspacePlan(tx, workspaceId))!;
    if (planRank(target) >= planRank(workspace.plan)) {
      throw fieldError(
        'plan',
        target === workspace.plan
          ? `This workspace is already on the ${planById(target).name} plan.`
          : 'A higher plan is paid now: choose it under Plan and Pricing.',
      );
    }
    const period = await findPeriod(tx, workspaceId);
    if (!period) throw new AppError('bad_request', NO_PERIOD);
    await tx
      .update(workspaceSubscriptions)
      .set({ scheduledPlan: target, updatedAt: now })
      .where(eq(workspaceSubscriptions.workspaceId, workspaceId));
    return toPlanPeriod(workspace.plan, { ...period, scheduledPlan: target }, workspace.billingCurrency);
  });
}

/** Undoes a scheduled downgrade or cancellation while the period still runs. */
export async function resumePlan(ctx: Pick<AppContext, 'db'>, workspaceId: number, now: Date): Promise<PlanPeriod> {
  return ctx.db.transaction(async (tx) => {
    const workspace = (await lockWorkspacePlan(tx, workspaceId))!;
    const period = await findPeriod(tx, workspaceId);
    if (!period?.scheduledPlan) throw new AppError('bad_request', 'No plan change is scheduled.');
    await tx
      .update(workspaceSubscriptions)
      .set({ scheduledPlan: null, updatedAt: now })
      .where(eq(workspaceSubscriptions.workspaceId, workspaceId));
    return toPlanPeriod(workspace.plan, { ...period, scheduledPlan: null }, workspace.billingCurrency);
  });
}
