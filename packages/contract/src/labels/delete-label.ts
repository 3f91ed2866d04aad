import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { labelIdParam } from './label.js';

export const deleteLabelRoute = defineRoute({
  name: 'delete-label',
  method: 'DELETE',
  host: 'api',
  path: '/labels/:id',
  access: 'user',
  summary: 'Delete a label; it leaves every task that had it (developers and up)',
  params: z.strictObject({ id: labelIdParam }),
  response: MessageEnvelopeSchema,
});
