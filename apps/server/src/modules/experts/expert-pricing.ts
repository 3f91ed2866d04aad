import { EXPERT_HIRE, expertDayPriceMinor, type BillingCurrency, type ExpertPricingOption } from '@aerie/contract';

/**
 * The seeded hire-an-expert prices (docs/product.md § Expert pricing): one option per days per week, the price book's
 * month per developer for each day (the spec's £800; issue 25 adds dollars and naira), in `currency`. Computed here and
 * nowhere else; the hire reads the same list in the workspace's currency, so the browser never prices.
 */
export function listExpertPricing(currency: BillingCurrency): ExpertPricingOption[] {
  return EXPERT_HIRE.daysPerWeek.map((days) => ({
    id: days,
    days_per_week: days,
    amount: expertDayPriceMinor(currency) * days,
    currency,
    plan_id: `expert_${days}d` as const,
    plan_token: `price_expert_${days}d_monthly`,
  }));
}

export function findExpertPricing(
  planId: ExpertPricingOption['plan_id'],
  currency: BillingCurrency,
): ExpertPricingOption {
  return listExpertPricing(currency).find((option) => option.plan_id === planId)!;
}
