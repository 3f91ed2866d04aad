import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { WEBSITE_PLANS } from '../constants.js';
import { websiteUuidParam } from '../websites/website.js';
import { HOSTING_MESSAGES, HOSTING_RULES } from '../hosting/hosting.js';
import { projectUidField } from '../projects/project.js';
import { planIdField } from './plan.js';

/** Buying a paid plan for a workspace; the server prices it. */
export const InitializeSubscriptionSchema = z.strictObject({
  type: z.literal('subscription'),
  plan_id: planIdField.refine((plan) => plan !== 'air', 'The Air plan is free'),
  business_id: idField('Workspace'),
});

const purchasableSitePlans = WEBSITE_PLANS.filter((plan) => plan.purchasable).map((plan) => plan.id);

/** A paid site plan for one website (the $5/m plan of the builder's publish dropdown: a custom domain). */
export const InitializeWebsitePlanSchema = z.strictObject({
  type: z.literal('website'),
  plan_id: z.enum(purchasableSitePlans as [string, ...string[]], { error: 'Site plan is invalid' }),
  website_id: websiteUuidParam,
  business_id: idField('Workspace'),
});

const pilotChoice = z.coerce
  .number({ error: HOSTING_MESSAGES.missingPlanOrTemplate })
  .int(HOSTING_MESSAGES.missingPlanOrTemplate)
  .min(1, HOSTING_MESSAGES.missingPlanOrTemplate)
  .max(2_147_483_647, HOSTING_MESSAGES.missingPlanOrTemplate);

/** docs/product.md § Payments payment init payload for a pilot: region LON1, type 'pilot', action 'create.pilot'. */
export const InitializePilotSchema = z.strictObject({
  type: z.literal('pilot'),
  action: z.literal(HOSTING_RULES.paymentAction, { error: "Action must be 'create.pilot'" }),
  plan_id: pilotChoice,
  template_id: pilotChoice,
  business_id: idField('Workspace'),
  region: z.literal(HOSTING_RULES.region, { error: "Region must be 'LON1'" }),
  project_id: projectUidField,
  /** Sent only when the promo code field is not empty (docs/product.md § Payments). */
  discount_code: z
    .string()
    .trim()
    .min(1, HOSTING_MESSAGES.invalidDiscount)
    .max(HOSTING_RULES.discountCodeMax, `Promo code must be at most ${HOSTING_RULES.discountCodeMax} characters`)
    .optional(),
});

/**
 * Every purchase starts here, named by `type` (docs/product.md § Billing calls): 'subscription', 'website' and 'pilot'
 * (docs/product.md § Payments payment init payload). The body never carries an amount: the server computes it.
 */
export const InitializeTransactionSchema = z.discriminatedUnion(
  'type',
  [InitializeSubscriptionSchema, InitializeWebsitePlanSchema, InitializePilotSchema],
  {
    error: 'Payment type is invalid',
  },
);
export type InitializeTransaction = z.infer<typeof InitializeTransactionSchema>;

/** The spec reads `data.data.reference` and `data.data.payment_config.link`. */
export const InitializedTransactionSchema = z.object({
  reference: z.string(),
  type: z.enum(['subscription', 'website', 'pilot']),
  amount: z.number().int(),
  currency: z.string(),
  payment_config: z.object({ link: z.string() }),
});
export type InitializedTransaction = z.infer<typeof InitializedTransactionSchema>;

export const initializeTransactionRoute = defineRoute({
  name: 'initialize-transaction',
  method: 'POST',
  host: 'api',
  path: '/transactions/initialize',
  access: 'user',
  summary: 'Start a payment: a pending transaction priced by the server and the provider link to pay it',
  body: InitializeTransactionSchema,
  response: successEnvelope(InitializedTransactionSchema),
});
