import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { providerTransactionIdField, referenceField, SubscriptionSchema } from './transaction.js';

/** docs/product.md § Billing calls: `reference` and `id` (the provider's transaction id from the return URL). */
export const ActivateSubscriptionSchema = z.strictObject({
  reference: referenceField,
  id: providerTransactionIdField,
});
export type ActivateSubscription = z.infer<typeof ActivateSubscriptionSchema>;

export const activateSubscriptionRoute = defineRoute({
  name: 'activate-subscription',
  method: 'POST',
  host: 'api',
  path: '/subscription/activate',
  access: 'user',
  summary: "The workspace's active plan after a paid subscription (400 while the payment is not paid)",
  body: ActivateSubscriptionSchema,
  response: successEnvelope(SubscriptionSchema),
});
