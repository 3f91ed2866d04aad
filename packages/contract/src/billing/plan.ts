import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { billingCurrencyField } from './billing-currency-field.js';

export const PLAN_IDS = ['air', 'earth', 'moon'] as const;
export const planIdField = z.enum(PLAN_IDS, { error: 'Plan is invalid' });

/**
 * A plan (docs/product.md § Plans). Money is integer minor units plus a currency everywhere: `amount` 1000 with
 * `currency` 'USD' is $10.00. A `null` limit means unlimited.
 */
export const PlanSchema = z.object({
  id: planIdField,
  name: z.string(),
  amount: z.number().int(),
  currency: billingCurrencyField,
  interval: z.literal('month'),
  limits: z.object({
    projects: z.number().int().nullable(),
    deployments: z.number().int().nullable(),
    git_deployments: z.number().int().nullable(),
  }),
  /** Connecting servers of other hosting providers over SSH (Earth and up). */
  ssh_to_servers: z.boolean(),
  /** The plan card's lines, as the spec lists them. */
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

/** A workspace's screens ask in its billing currency; the public pages (no workspace) in US dollars. */
export const ListPlansQuerySchema = z.strictObject({
  currency: z.string().trim().toUpperCase().pipe(billingCurrencyField).optional(),
});

export const listPlansRoute = defineRoute({
  name: 'list-plans',
  method: 'GET',
  host: 'api',
  path: '/resources/plans',
  access: 'public',
  summary: 'The plans a workspace can be on, cheapest first, priced in `currency` (USD by default)',
  querystring: ListPlansQuerySchema,
  response: successEnvelope(z.array(PlanSchema)),
});
