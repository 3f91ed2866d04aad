import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { webhookDeliveryIdParam } from './webhook.js';

export const redeliverWebhookRoute = defineRoute({
  name: 'redeliver-webhook',
  method: 'POST',
  host: 'api',
  path: '/webhook-deliveries/:id/redeliver',
  access: 'user',
  summary: 'Send a delivery again: one more attempt with the same event, body and Aerie-Delivery id',
  params: z.strictObject({ id: webhookDeliveryIdParam }),
  response: MessageEnvelopeSchema,
});
