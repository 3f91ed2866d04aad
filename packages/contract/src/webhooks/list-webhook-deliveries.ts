import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { WEBHOOK_RULES, WebhookDeliverySchema, webhookIdParam } from './webhook.js';

export const WebhookDeliveryPageSchema = z.object({
  data: z.array(WebhookDeliverySchema),
  current_page: z.number().int(),
  per_page: z.literal(WEBHOOK_RULES.deliveriesPerPage),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const listWebhookDeliveriesRoute = defineRoute({
  name: 'list-webhook-deliveries',
  method: 'GET',
  host: 'api',
  path: '/webhooks/:id/deliveries',
  access: 'user',
  summary: "A webhook's deliveries with their attempts, newest first, 20 a page",
  params: z.strictObject({ id: webhookIdParam }),
  querystring: z.strictObject({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
  }),
  response: successEnvelope(WebhookDeliveryPageSchema),
});
