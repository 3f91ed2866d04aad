import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { webhookIdParam } from './webhook.js';

export const deleteWebhookRoute = defineRoute({
  name: 'delete-webhook',
  method: 'DELETE',
  host: 'api',
  path: '/webhooks/:id',
  access: 'user',
  summary: 'Remove a webhook with its delivery log (pending deliveries are not sent)',
  params: z.strictObject({ id: webhookIdParam }),
  response: MessageEnvelopeSchema,
});
