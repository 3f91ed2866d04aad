import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';

import { workspaces, workspaceSubscriptions } from '../../db/schema/index.js';
import { lockWorkspacePlan } from '../workspaces/lock-membership.js';
import type { BillingCycleStep } from './billing-cycle.js';

/**
 * The billing cycle's period-end step (issue 25): a workspace whose paid period ended with a lower plan
 * scheduled moves to it. Each is claimed by a conditional update under the workspace's plan lock (the
 * one payments take), so two cycles at once, or a repeat after a crash, switch it once; a resume or an
 * upgrade that committed first leaves nothing to claim. Nothing is deleted: what is beyond the lower
 * plan becomes read-only by plan-standing.ts, from the counts.
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
      await lockWorkspacePlan(tx, id);
      const [switched] = await tx
        .update(workspaceSubscriptions)
        // The right side reads the row as it was: the plan becomes the scheduled one, the schedule clears.
        .set({ plan: sql`${workspaceSubscriptions.scheduledPlan}`, scheduledPlan: null, updatedAt: now })
        .where(and(eq(workspaceSubscriptions.workspaceId, id), isDue))
        .returning({ plan: workspaceSubscriptions.plan });
      if (!switched) return;
      await tx.update(workspaces).set({ plan: switched.plan, updatedAt: now }).where(eq(workspaces.id, id));
      ctx.logger.info({ workspaceId: id, plan: switched.plan }, 'scheduled plan change applied at period end');
    });
  }
};
