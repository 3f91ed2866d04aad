import { EXPERT_HIRE, type ExpertPricingOption } from '@aerie/contract';

/**
 * The seeded hire-an-expert prices (001 §9): one option per days per week, £800 a month per developer for
 * each day. Computed here and nowhere else; the hire reads the same list, so the browser never prices.
 */
export function listExpertPricing(): ExpertPricingOption[] {
  return EXPERT_HIRE.daysPerWeek.map((days) => ({
    id: days,
    days_per_week: days,
    amount: EXPERT_HIRE.basePricePerDayMinor * days,
    currency: EXPERT_HIRE.currency,
    plan_id: `expert_${days}d` as const,
    plan_token: `price_expert_${days}d_monthly`,
  }));
}

export function findExpertPricing(planId: ExpertPricingOption['plan_id']): ExpertPricingOption {
  return listExpertPricing().find((option) => option.plan_id === planId)!;
}
