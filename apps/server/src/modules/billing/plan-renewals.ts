import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import { users, workspaces, workspaceSubscriptions } from '../../db/schema/index.js';
import { queueMail } from '../mail/index.js';
import type { BillingCycleStep } from './purchasable.js';
import { overPlanSummary } from './plan-change.js';
import { listOverPlan, planById } from './plan-standing.js';
import { planEndedMail, renewalReminderMail } from './renewal-mail.js';
import { switchPlanAtPeriodEnd } from './switch-scheduled-plans.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The owner is e-mailed this long before an unrenewed period ends (at once, when less remains). */
export const RENEWAL_REMINDER_DAYS = 3;

/**
 * An unrenewed plan keeps working this long after its paid period, then ends. As a pilot's (hosting's
 * pilot-period.ts): nothing is charged by itself (no card is kept), and a plan must not stay for ever.
 */
export const UNPAID_GRACE_DAYS = 7;

/**
 * When an unrenewed plan ends: the grace after its period, and never sooner than RENEWAL_REMINDER_DAYS
 * after its reminder (a period that ended before reminders existed still gets its notice).
 */
export function unpaidPlanEnd(paidUntil: Date, remindedAt: Date): Date {
  const afterGrace = daysAfter(paidUntil, UNPAID_GRACE_DAYS);
  const afterNotice = daysAfter(remindedAt, RENEWAL_REMINDER_DAYS);
  return afterGrace > afterNotice ? afterGrace : afterNotice;
}

async function ownerOf(tx: Transaction, workspaceId: number) {
  const [owner] = await tx
    .select({ email: users.email, first: users.first, workspace: workspaces.name })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId));
  return owner ?? null;
}

/** A paid plan with no change scheduled (a scheduled one ends by switch-scheduled-plans.ts instead). */
const unrenewedPlan = (workspaceId: number | undefined) =>
  and(
    ne(workspaceSubscriptions.plan, 'air'),
    isNull(workspaceSubscriptions.scheduledPlan),
    workspaceId === undefined ? undefined : eq(workspaceSubscriptions.workspaceId, workspaceId),
  );

/**
 * Billing cycle step (issue 25): a workspace plan is paid one month at a time at the hosted checkout and
 * nothing charges it again. RENEWAL_REMINDER_DAYS before `renews_at` the owner is e-mailed once (claimed by
 * setting `renewal_reminded_at`, the mail queued in the same transaction, so two cycles at once mail once;
 * a payment clears it, grant-purchase.ts). UNPAID_GRACE_DAYS after `renews_at`, still unpaid, the workspace
 * moves to Air exactly as a cancellation does at period end (switchPlanAtPeriodEnd: claimed under the plan
 * lock, nothing deleted), and the owner is told. A payment settling after that still gives the plan: the
 * period has ended, so grant-purchase applies it from the payment on.
 */
export const remindAndEndUnpaidPlans: BillingCycleStep = async (ctx, scope) => {
  await remindOfRenewal(ctx, scope);
  await endUnpaidPlans(ctx, scope);
};

const remindOfRenewal: BillingCycleStep = async (ctx, { now, workspaceId }) => {
  const isDue = and(
    unrenewedPlan(workspaceId),
    isNull(workspaceSubscriptions.renewalRemindedAt),
    lte(workspaceSubscriptions.renewsAt, daysAfter(now, RENEWAL_REMINDER_DAYS)),
  );
  const due = await ctx.db.select().from(workspaceSubscriptions).where(isDue);
  for (const period of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(workspaceSubscriptions)
        .set({ renewalRemindedAt: now })
        .where(
          and(
            eq(workspaceSubscriptions.workspaceId, period.workspaceId),
            eq(workspaceSubscriptions.renewsAt, period.renewsAt),
            isDue,
          ),
        )
        .returning();
      const owner = claimed && (await ownerOf(tx, claimed.workspaceId));
      if (!claimed || !owner) return;
      const plan = planById(claimed.plan).name;
      await queueMail(
        tx,
        ctx.jobs,
        owner.email,
        renewalReminderMail({
          firstName: owner.first,
          what: `${plan} plan for ${owner.workspace}`,
          paidUntil: claimed.renewsAt,
          endsAt: unpaidPlanEnd(claimed.renewsAt, now),
          now,
          consequence: `the workspace moves to the free Air plan: projects and deployments beyond its limits become read-only.`,
          action: `Renew ${plan}`,
          url: `${ctx.config.appUrl}/dashboard/billing`,
        }),
      );
    });
  }
};

const endUnpaidPlans: BillingCycleStep = async (ctx, { now, workspaceId }) => {
  const isDue = and(
    unrenewedPlan(workspaceId),
    isNotNull(workspaceSubscriptions.renewalRemindedAt),
    lte(workspaceSubscriptions.renewsAt, daysAfter(now, -UNPAID_GRACE_DAYS)),
    lte(workspaceSubscriptions.renewalRemindedAt, daysAfter(now, -RENEWAL_REMINDER_DAYS)),
  );
  const due = await ctx.db.select().from(workspaceSubscriptions).where(isDue);
  for (const period of due) {
    await ctx.db.transaction(async (tx) => {
      const ended = await switchPlanAtPeriodEnd(tx, period.workspaceId, {
        to: 'air',
        isDue: and(isDue, eq(workspaceSubscriptions.renewsAt, period.renewsAt)),
        now,
      });
      if (!ended) return;
      ctx.logger.info({ workspaceId: period.workspaceId, plan: ended }, 'unpaid plan ended after its grace');
      const owner = await ownerOf(tx, period.workspaceId);
      if (!owner) return;
      const was = planById(period.plan).name;
      const summary = overPlanSummary('air', await listOverPlan(tx, period.workspaceId, 'air'));
      await queueMail(
        tx,
        ctx.jobs,
        owner.email,
        planEndedMail({
          firstName: owner.first,
          subject: `${owner.workspace} is now on the Air plan`,
          lines: [
            `The ${was} plan of ${owner.workspace} was paid until ${period.renewsAt.toUTCString().slice(5, 16)} and was not renewed, so the workspace moved to the free Air plan.`,
            summary,
            `Buy ${was} again at any time to have it back.`,
          ],
          action: 'Open billing',
          url: `${ctx.config.appUrl}/dashboard/billing`,
        }),
      );
    });
  }
};
