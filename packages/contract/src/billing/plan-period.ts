import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { planIdField } from './plan.js';
import { billingCurrencyField } from './billing-currency-field.js';

/**
 * A workspace's plan and its paid period (issue 25): until when it is paid, and a lower plan scheduled
 * for then (Air for a cancellation). `renews_at` is null on Air with no period paid.
 */
export const PlanPeriodSchema = z.object({
  plan: planIdField,
  renews_at: z.string().nullable(),
  scheduled_plan: planIdField.nullable(),
  /** Every price the workspace sees and pays is in this currency (issue 25). */
  billing_currency: billingCurrencyField,
});
export type PlanPeriod = z.infer<typeof PlanPeriodSchema>;

export const planPeriodParams = z.strictObject({ slug: workspaceSlugField });

export const getPlanPeriodRoute = defineRoute({
  name: 'get-plan-period',
  method: 'GET',
  host: 'api',
  path: '/workspaces/:slug/plan',
  access: 'user',
  summary: "The workspace's plan, until when it is paid, and a plan change scheduled for then",
  params: planPeriodParams,
  response: successEnvelope(PlanPeriodSchema),
});
