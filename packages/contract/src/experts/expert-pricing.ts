import { z } from 'zod';

import { EXPERT_HIRE } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { billingCurrencyField } from '../billing/billing-currency-field.js';
import { defineRoute } from '../route.js';

/** `expert_1d` … `expert_5d`: one option per days-per-week, as the server seeds them. */
export const EXPERT_PLAN_IDS = EXPERT_HIRE.daysPerWeek.map((days) => `expert_${days}d` as const);
export const expertPlanIdField = z.enum(EXPERT_PLAN_IDS, { error: 'Plan is invalid' });

/** docs/product.md § Expert pricing (id, amount, plan_id, plan_token), with its days per week and currency. */
export const ExpertPricingOptionSchema = z.object({
  id: z.number().int(),
  days_per_week: z.number().int(),
  /** Per developer per month, integer minor units (pence). */
  amount: z.number().int(),
  currency: billingCurrencyField,
  plan_id: expertPlanIdField,
  /** The provider's price reference for this option. */
  plan_token: z.string(),
});
export type ExpertPricingOption = z.infer<typeof ExpertPricingOptionSchema>;

/**
 * docs/product.md § Expert calls sends `country=united kingdom&currency=gbp`; only that market is sold
 * (docs/product.md § Expert pricing). The prices answer in `currency`, one of the billing currencies (issue 25): a
 * workspace asks in its own, and is charged it.
 */
export const ExpertPricingQuerySchema = z.strictObject({
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toLowerCase()
    .pipe(z.literal(EXPERT_HIRE.country, { error: 'Country is not supported' })),
  currency: z.string({ error: 'Currency is required' }).trim().toUpperCase().pipe(billingCurrencyField),
});

export const listExpertPricingRoute = defineRoute({
  name: 'list-expert-pricing',
  method: 'GET',
  host: 'api',
  path: '/resources/pricing/experts',
  access: 'user',
  summary: 'The hire-an-expert prices, one option per days per week',
  querystring: ExpertPricingQuerySchema,
  response: successEnvelope(z.array(ExpertPricingOptionSchema)),
});
