import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { planIdField } from './plan.js';

/** Buying a paid plan for a workspace; the server prices it. */
export const InitializeSubscriptionSchema = z.strictObject({
  type: z.literal('subscription'),
  plan_id: planIdField.refine((plan) => plan !== 'air', 'The Air plan is free'),
  business_id: idField('Workspace'),
});

/**
 * Every purchase starts here, named by `type` (001 §7). Only 'subscription' exists so far: pilots (001 §3
 * payment init payload), websites and experts add their members to this union with their issues. The
 * body never carries an amount: the server computes it.
 */
export const InitializeTransactionSchema = z.discriminatedUnion('type', [InitializeSubscriptionSchema], {
  error: 'Payment type is invalid',
});
export type InitializeTransaction = z.infer<typeof InitializeTransactionSchema>;

/** The spec reads `data.data.reference` and `data.data.payment_config.link`. */
export const InitializedTransactionSchema = z.object({
  reference: z.string(),
  type: z.literal('subscription'),
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
