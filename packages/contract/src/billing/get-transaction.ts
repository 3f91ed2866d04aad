import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { referenceField, TransactionSchema } from './transaction.js';

/** The receipt's data; a reference outside the caller's workspaces answers 404. */
export const getTransactionRoute = defineRoute({
  name: 'get-transaction',
  method: 'GET',
  host: 'api',
  path: '/transactions/reference/:reference',
  access: 'user',
  summary: 'One billing record by reference, for its receipt',
  params: z.strictObject({ reference: referenceField }),
  response: successEnvelope(TransactionSchema),
});
