import { WEBSITE_PLANS, sitePlanPriceMinor } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Transaction } from '../../../db/client.js';
import { projects, websites, type TransactionRow } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../errors.js';
import { definePurchasable, oneMonthFrom } from '../../billing/index.js';

/**
 * A site plan for one website of the workspace (the builder's publish dropdown), in the workspace's
 * billing currency. A website of another workspace answers 404, as if it did not exist.
 */
export const sitePlanPurchasable = definePurchasable({
  type: 'website',
  async price(db, workspace, purchase) {
    const plan = WEBSITE_PLANS.find((candidate) => candidate.id === purchase.plan_id && candidate.purchasable);
    if (!plan) throw new AppError('bad_request', 'Site plan is invalid');
    const [website] = await db
      .select({ id: websites.id, name: websites.name })
      .from(websites)
      .innerJoin(projects, eq(projects.id, websites.projectId))
      .where(and(eq(websites.uuid, purchase.website_id), eq(projects.workspaceId, workspace.id)))
      .limit(1);
    if (!website) throw notFound('The website');
    return {
      type: 'website',
      planId: null,
      sitePlanId: plan.id,
      websiteId: website.id,
      description: `${plan.name} site plan for ${website.name} — monthly`,
      amount: sitePlanPriceMinor(plan.id, workspace.billingCurrency),
      currency: workspace.billingCurrency,
    };
  },
  grant: grantSitePlan,
});

/**
 * A paid site plan: the site gets the plan for a month from now, or a month more if its paid period is
 * still running (a renewal paid early is not lost). The row lock makes two payments settling at once
 * extend one after the other. A site deleted since keeps nothing (the payment stays in the history).
 */
async function grantSitePlan(tx: Transaction, row: TransactionRow, now: Date): Promise<boolean> {
  if (!row.websiteId || !row.sitePlanId) return false;
  const [website] = await tx
    .select({ planPaidUntil: websites.planPaidUntil })
    .from(websites)
    .where(eq(websites.id, row.websiteId))
    .for('update');
  if (!website) return false;
  const paidUntil = website.planPaidUntil && website.planPaidUntil > now ? website.planPaidUntil : now;
  await tx
    .update(websites)
    // Buying again undoes a cancellation and brings back a custom domain the plan's end had suspended.
    .set({
      plan: row.sitePlanId,
      planPaidUntil: oneMonthFrom(paidUntil),
      planCancelAtPeriodEnd: false,
      planRenewalRemindedAt: null,
      customDomainSuspendedAt: null,
      updatedAt: now,
    })
    .where(eq(websites.id, row.websiteId));
  return true;
}
