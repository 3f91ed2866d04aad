import type { InitializeTransaction, PlanId } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import type { WorkspaceRow } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { findPeriod, planRank } from './plan-period.js';
import { findPlan } from './plans.js';
import { priceUpgrade } from './prorate-upgrade.js';
import type { PricedPurchase } from './purchasable.js';
import { findPurchasable } from './purchasables.js';

/**
 * A workspace plan (issue 25). During a paid period: a higher plan is prorated (priceUpgrade), the same
 * plan is a renewal (a month more from the renewal date), and a lower one is refused here, because paying
 * for it would change nothing (grant-purchase keeps the higher plan the period paid for) — it is
 * scheduled instead. With no period running, any paid plan is a full month.
 */
async function priceWorkspacePlan(
  db: Queryable,
  workspace: WorkspaceRow,
  target: PlanId,
  now: Date,
): Promise<PricedPurchase> {
  const plan = findPlan(target, workspace.billingCurrency);
  const found = await findPeriod(db, workspace.id);
  const period = found && found.renewsAt > now && workspace.plan !== 'air' ? found : null;
  const base = {
    type: 'subscription' as const,
    planId: plan.id,
    sitePlanId: null,
    websiteId: null,
    currency: plan.currency,
  };
  if (period && planRank(target) < planRank(workspace.plan)) {
    throw fieldError('plan_id', 'A lower plan starts when the paid period ends: schedule it instead of paying.');
  }
  if (period && planRank(target) > planRank(workspace.plan)) {
    const price = priceUpgrade(workspace.plan, period, target, now, workspace.billingCurrency);
    if (price.keepsRenewalAt) {
      return {
        ...base,
        description: `${plan.name} plan — upgrade until ${price.keepsRenewalAt.toISOString().slice(0, 10)}`,
        amount: price.amount,
        proratedUntil: price.keepsRenewalAt,
      };
    }
  }
  return { ...base, description: `${plan.name} plan — monthly`, amount: plan.amount };
}

/**
 * A workspace plan, priced here, or what another domain sells through billing (a site plan, a pilot),
 * priced by its purchasable, always in the workspace's billing currency (issue 25: what the screens
 * showed is what is charged).
 */
export async function pricePurchase(
  db: Queryable,
  workspace: WorkspaceRow,
  purchase: InitializeTransaction,
  now: Date = new Date(),
): Promise<PricedPurchase> {
  if (purchase.type === 'subscription') return priceWorkspacePlan(db, workspace, purchase.plan_id, now);
  return findPurchasable(purchase.type).price(db, workspace, purchase as never, now);
}
