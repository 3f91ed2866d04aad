import type { PlanId } from '@aerie/contract';
import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import { workspaces, workspaceSubscriptions } from '../../db/schema/index.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import type { BillingCycleStep } from './purchasable.js';

/**
 * Moves a workspace to a lower plan at the end of its period, as the claim of that move: under the
 * workspace's plan lock (the one payments take), the period row changes only if `isDue` still holds, so
 * two cycles at once, or a repeat after a crash, switch it once, and a payment, resume or upgrade that
 * committed first leaves nothing to claim. Nothing is deleted: what is beyond the lower plan becomes
 * read-only by plan-standing.ts, from the counts. Returns the new plan, or null when there was nothing to do.
 * `to` is a plan, or SQL read from the row as it was (the scheduled plan).
 */
export async function switchPlanAtPeriodEnd(
  tx: Transaction,
  workspaceId: number,
  { to, isDue, now }: { to: PlanId | SQL; isDue: SQL | undefined; now: Date },
): Promise<PlanId | null> {
  await lockWorkspacePlan(tx, workspaceId);
  const [switched] = await tx
    .update(workspaceSubscriptions)
    // The next period's reminder is the next payment's business (plan-renewals.ts).
    .set({ plan: to, scheduledPlan: null, renewalRemindedAt: null, updatedAt: now })
    .where(and(eq(workspaceSubscriptions.workspaceId, workspaceId), isDue))
    .returning({ plan: workspaceSubscriptions.plan });
  if (!switched) return null;
  await tx.update(workspaces).set({ plan: switched.plan, updatedAt: now }).where(eq(workspaces.id, workspaceId));
  return switched.plan;
}

/**
 * The billing cycle's period-end step (issue 25): a workspace whose paid period ended with a lower plan
 * scheduled moves to it.
 */
export const switchScheduledPlans: BillingCycleStep = async (ctx, { now, workspaceId }) => {
  const isDue = and(
    isNotNull(workspaceSubscriptions.scheduledPlan),
    lte(workspaceSubscriptions.renewsAt, now),
    workspaceId === undefined ? undefined : eq(workspaceSubscriptions.workspaceId, workspaceId),
  );
  const due = await ctx.db
    .select({ workspaceId: workspaceSubscriptions.workspaceId })
    .from(workspaceSubscriptions)
    .where(isDue);
  for (const { workspaceId: id } of due) {
    await ctx.db.transaction(async (tx) => {
      // The right side reads the row as it was: the plan becomes the scheduled one, the schedule clears.
      const plan = await switchPlanAtPeriodEnd(tx, id, {
        to: sql`${workspaceSubscriptions.scheduledPlan}`,
        isDue,
        now,
      });
      if (plan) ctx.logger.info({ workspaceId: id, plan }, 'scheduled plan change applied at period end');
    });
  }
};
