import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { webhookIdParam, WebhookSecretSchema } from './webhook.js';

/** A POST, so the secret never sits in a cache or an access log's query string. */
export const revealWebhookSecretRoute = defineRoute({
  name: 'reveal-webhook-secret',
  method: 'POST',
  host: 'api',
  path: '/webhooks/:id/secret',
  access: 'user',
  summary: "A webhook's signing secret",
  params: z.strictObject({ id: webhookIdParam }),
  response: successEnvelope(WebhookSecretSchema),
});

export const rollWebhookSecretRoute = defineRoute({
  name: 'roll-webhook-secret',
  method: 'POST',
  host: 'api',
  path: '/webhooks/:id/secret/roll',
  access: 'user',
  summary: 'Replace a webhook’s signing secret; deliveries from now on are signed with the new one',
  params: z.strictObject({ id: webhookIdParam }),
  response: successEnvelope(WebhookSecretSchema).extend({ message: z.string() }),
});
