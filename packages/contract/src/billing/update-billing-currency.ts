import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { PlanPeriodSchema, planPeriodParams } from './plan-period.js';
import { billingCurrencyField } from './billing-currency-field.js';

export const UpdateBillingCurrencySchema = z.strictObject({ currency: billingCurrencyField });
export type UpdateBillingCurrency = z.infer<typeof UpdateBillingCurrencySchema>;

/** The workspace's one billing currency (issue 25), changed by the owner while nothing paid is running. */
export const updateBillingCurrencyRoute = defineRoute({
  name: 'update-billing-currency',
  method: 'PUT',
  host: 'api',
  path: '/workspaces/:slug/billing-currency',
  access: 'user',
  summary: 'Change the currency every price of the workspace is shown and paid in, while nothing paid runs',
  params: planPeriodParams,
  body: UpdateBillingCurrencySchema,
  response: successEnvelope(PlanPeriodSchema),
});
