import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { InitializedTransactionSchema } from './initialize-transaction.js';
import { referenceField } from './transaction.js';

/**
 * Try again after a declined (or cancelled) payment: a new checkout for the same purchase, at the price
 * it was started at, on the same reference — another card can be used, and whichever charge succeeds
 * first settles it, once. A payment already made answers 409.
 */
export const retryPaymentRoute = defineRoute({
  name: 'retry-payment',
  method: 'POST',
  host: 'api',
  path: '/transactions/reference/:reference/retry',
  access: 'user',
  summary: 'A new checkout link for an unpaid payment (Try again after a decline)',
  params: z.strictObject({ reference: referenceField }),
  response: successEnvelope(InitializedTransactionSchema),
});
