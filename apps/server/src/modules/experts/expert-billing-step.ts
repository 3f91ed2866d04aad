import { EXPERT_HIRE } from '@aerie/contract';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { expertHires } from '../../db/schema/index.js';
import type { BillingCycleScope } from '../billing/index.js';
import { chargeEngagement } from './charge-engagement.js';
import { queueTrialReminderMail } from './engagement-mail.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const inScope = (scope: BillingCycleScope) =>
  scope.workspaceId === undefined ? undefined : eq(expertHires.workspaceId, scope.workspaceId);

/**
 * "Your free trial ends on …" three days before the first charge, once: the reminder is claimed by a
 * conditional update in the transaction that queues it. A trial already over gets its charge instead.
 */
async function remindTrialsEnding(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  const { now } = scope;
  const due = await ctx.db
    .select({ id: expertHires.id })
    .from(expertHires)
    .where(
      and(
        inScope(scope),
        eq(expertHires.status, 'trialing'),
        eq(expertHires.cancelAtPeriodEnd, false),
        isNull(expertHires.trialReminderSentAt),
        lte(expertHires.trialEndsAt, new Date(now.getTime() + EXPERT_HIRE.trialReminderDays * DAY_MS)),
        gt(expertHires.trialEndsAt, now),
      ),
    );
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(expertHires)
        .set({ trialReminderSentAt: now })
        .where(and(eq(expertHires.id, id), isNull(expertHires.trialReminderSentAt)))
        .returning();
      if (claimed) await queueTrialReminderMail(tx, ctx, claimed);
    });
  }
}

/** Cancelled engagements end at their period's end (the trial's, or the month already paid for). */
async function endCancelled(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  await ctx.db
    .update(expertHires)
    .set({ status: 'cancelled', endedAt: sql`${expertHires.periodEndsAt}` })
    .where(
      and(
        inScope(scope),
        eq(expertHires.cancelAtPeriodEnd, true),
        inArray(expertHires.status, ['trialing', 'active']),
        lte(expertHires.periodEndsAt, scope.now),
      ),
    );
}

/**
 * The billing cycle's expert step (issue 25): trial reminders, cancellations that reach their end, then
 * the charges due at the end of a trial or a month (charge-engagement.ts claims each before charging).
 */
export async function billExpertEngagements(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  await remindTrialsEnding(ctx, scope);
  await endCancelled(ctx, scope);
  const due = await ctx.db
    .select({ id: expertHires.id })
    .from(expertHires)
    .where(
      and(
        inScope(scope),
        inArray(expertHires.status, ['trialing', 'active']),
        eq(expertHires.cancelAtPeriodEnd, false),
        lte(expertHires.periodEndsAt, scope.now),
      ),
    );
  for (const { id } of due) await chargeEngagement(ctx, id, scope.now);
}
