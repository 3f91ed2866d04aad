import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { WebhookDeliverySchema, webhookIdParam } from './webhook.js';

export const sendTestWebhookRoute = defineRoute({
  name: 'send-test-webhook',
  method: 'POST',
  host: 'api',
  path: '/webhooks/:id/test',
  access: 'user',
  summary: 'Send a `webhook.test` event to a webhook once (no retries); it shows in the delivery log',
  params: z.strictObject({ id: webhookIdParam }),
  response: successEnvelope(WebhookDeliverySchema).extend({ message: z.string() }),
});
