import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { WEBSITE_PLANS } from '../constants.js';
import { websiteUuidParam } from '../websites/website.js';
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

/**
 * Every purchase starts here, named by `type` (001 §7): 'subscription' and 'website' so far; pilots (001
 * §3 payment init payload) add theirs with their issue. The body never carries an amount: the server
 * computes it.
 */
export const InitializeTransactionSchema = z.discriminatedUnion(
  'type',
  [InitializeSubscriptionSchema, InitializeWebsitePlanSchema],
  {
    error: 'Payment type is invalid',
  },
);
export type InitializeTransaction = z.infer<typeof InitializeTransactionSchema>;

/** The spec reads `data.data.reference` and `data.data.payment_config.link`. */
export const InitializedTransactionSchema = z.object({
  reference: z.string(),
  type: z.enum(['subscription', 'website']),
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
