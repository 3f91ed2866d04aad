import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { providerTransactionIdField, referenceField, SubscriptionSchema, TransactionSchema } from './transaction.js';

export const VerifyPaymentQuerySchema = z.strictObject({
  reference: referenceField,
  transaction_id: providerTransactionIdField,
});

/**
 * The settled payment and what it gave: the workspace's subscription for type 'subscription'. Repeating
 * the call answers the same without giving the value twice. A failed or cancelled payment answers 400.
 */
export const VerifiedPaymentSchema = z.object({
  transaction: TransactionSchema,
  subscription: SubscriptionSchema.nullable(),
});
export type VerifiedPayment = z.infer<typeof VerifiedPaymentSchema>;

export const verifyPaymentRoute = defineRoute({
  name: 'verify-payment',
  method: 'GET',
  host: 'api',
  path: '/payment-hooks',
  access: 'user',
  summary: 'Verify a payment with the provider after its return and give what it bought, once',
  querystring: VerifyPaymentQuerySchema,
  response: successEnvelope(VerifiedPaymentSchema),
});
