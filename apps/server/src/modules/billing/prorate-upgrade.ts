import type { BillingCurrency, PlanId } from '@aerie/contract';

import { oneMonthBefore, type PeriodRow } from './plan-period.js';
import { findPlan } from './plans.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UpgradePrice {
  /** What is charged now, in minor units. */
  amount: number;
  /** The unused part of the current plan, taken off `amount` already. */
  credit: number;
  /** The renewal date a prorated upgrade keeps; null for a full month from payment. */
  keepsRenewalAt: Date | null;
}

/**
 * The price of moving up to `target` now (issue 25). During a paid period of a paid plan, only the
 * difference for the whole days left is charged (the target's price for those days, less a credit for
 * the current plan's unused days) and the renewal date stays; a period in its last day, or none (Air),
 * pays the full price for a new month, all in the workspace's currency. Pure: preview and checkout price alike for the same `now`.
 */
export function priceUpgrade(
  currentPlan: PlanId,
  period: PeriodRow | null,
  target: PlanId,
  now: Date,
  currency: BillingCurrency,
): UpgradePrice {
  const full = findPlan(target, currency).amount;
  const currentPrice = findPlan(currentPlan, currency).amount;
  if (!period || currentPrice === 0 || period.renewsAt.getTime() - now.getTime() < DAY_MS) {
    return { amount: full, credit: 0, keepsRenewalAt: null };
  }
  const periodDays = Math.round((period.renewsAt.getTime() - oneMonthBefore(period.renewsAt).getTime()) / DAY_MS);
  const daysLeft = Math.min(periodDays, Math.floor((period.renewsAt.getTime() - now.getTime()) / DAY_MS));
  const credit = Math.round((currentPrice * daysLeft) / periodDays);
  const amount = Math.round((full * daysLeft) / periodDays) - credit;
  return { amount, credit, keepsRenewalAt: period.renewsAt };
}
