import { WEBSITE_PLANS } from '@aerie/contract';
import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm';

import type { Transaction } from '../../../db/client.js';
import { projects, users, websites, workspaces } from '../../../db/schema/index.js';
import {
  type BillingCycleStep,
  planEndedMail,
  RENEWAL_REMINDER_DAYS,
  renewalReminderMail,
  UNPAID_GRACE_DAYS,
  unpaidPlanEnd,
} from '../../billing/index.js';
import { queueMail } from '../../mail/index.js';
import { endSitePlansWhere } from './end-site-plans.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const day = (date: Date) => date.toUTCString().slice(5, 16);

/** A paid site plan that was not cancelled (a cancelled one ends at its period's end by endSitePlans). */
const unrenewedSitePlan = () => and(ne(websites.plan, 'free'), eq(websites.planCancelAtPeriodEnd, false));

async function recipientOf(tx: Transaction, websiteId: number) {
  const [recipient] = await tx
    .select({ email: users.email, first: users.first, projectUid: projects.uid, site: websites.name })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(websites.id, websiteId));
  return recipient ?? null;
}

/**
 * Billing cycle step (issue 25): a site plan is paid one month at a time and nothing charges it again, so
 * as the workspace plan's (plan-renewals.ts): the workspace owner is e-mailed once RENEWAL_REMINDER_DAYS
 * before `plan_paid_until` (claimed by setting `plan_renewal_reminded_at`; a payment clears it), and
 * UNPAID_GRACE_DAYS after it, still unpaid, the plan ends as a cancelled one does (endSitePlansWhere: the
 * custom domain kept but no longer served), once, with an e-mail saying so.
 */
export const remindAndEndUnpaidSitePlans: BillingCycleStep = async (ctx, scope) => {
  const { now } = scope;
  const url = (recipient: { projectUid: string }, uuid: string) =>
    `${ctx.config.appUrl}/website-builder?uid=${encodeURIComponent(recipient.projectUid)}&site=${encodeURIComponent(uuid)}`;

  const isReminderDue = and(
    unrenewedSitePlan(),
    isNull(websites.planRenewalRemindedAt),
    lte(websites.planPaidUntil, daysAfter(now, RENEWAL_REMINDER_DAYS)),
  );
  const due = await ctx.db
    .select({ website: websites })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(
      and(isReminderDue, scope.workspaceId === undefined ? undefined : eq(projects.workspaceId, scope.workspaceId)),
    );
  for (const { website } of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(websites)
        .set({ planRenewalRemindedAt: now })
        .where(and(eq(websites.id, website.id), eq(websites.planPaidUntil, website.planPaidUntil!), isReminderDue))
        .returning();
      const recipient = claimed && (await recipientOf(tx, claimed.id));
      if (!claimed || !recipient) return;
      const plan = WEBSITE_PLANS.find((each) => each.id === claimed.plan)?.name ?? 'site plan';
      await queueMail(
        tx,
        ctx.jobs,
        recipient.email,
        renewalReminderMail({
          firstName: recipient.first,
          what: `${plan} site plan for ${recipient.site}`,
          paidUntil: claimed.planPaidUntil!,
          endsAt: unpaidPlanEnd(claimed.planPaidUntil!, now),
          now,
          consequence: claimed.customDomain
            ? `the plan ends: the site stays on its Aerie address and ${claimed.customDomain} stops serving it (the domain stays saved).`
            : 'the plan ends and the site stays on its Aerie address.',
          action: 'Open the site',
          url: url(recipient, claimed.uuid),
        }),
      );
    });
  }

  await endSitePlansWhere(
    ctx,
    scope,
    and(
      unrenewedSitePlan(),
      isNotNull(websites.planRenewalRemindedAt),
      lte(websites.planPaidUntil, daysAfter(now, -UNPAID_GRACE_DAYS)),
      lte(websites.planRenewalRemindedAt, daysAfter(now, -RENEWAL_REMINDER_DAYS)),
    ),
    async (tx, was) => {
      const recipient = await recipientOf(tx, was.id);
      if (!recipient) return;
      await queueMail(
        tx,
        ctx.jobs,
        recipient.email,
        planEndedMail({
          firstName: recipient.first,
          subject: `The site plan of ${was.name} has ended`,
          lines: [
            `The site plan of ${was.name} was paid until ${day(was.planPaidUntil!)} and was not renewed, so it has ended.`,
            was.customDomain
              ? `The site stays published on its Aerie address; ${was.customDomain} no longer serves it. The domain stays saved: buy the plan again and it comes back.`
              : 'The site stays published on its Aerie address.',
          ],
          action: 'Open the site',
          url: url(recipient, was.uuid),
        }),
      );
    },
  );
};
