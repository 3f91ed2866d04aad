import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { webhookEventsField, webhookFormatField, webhookIdParam, WebhookSchema, webhookUrlField } from './webhook.js';

/** Every field optional: the fields sent change, the others stay. */
export const UpdateWebhookSchema = z.strictObject({
  url: webhookUrlField.optional(),
  events: webhookEventsField.optional(),
  format: webhookFormatField.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type UpdateWebhook = z.input<typeof UpdateWebhookSchema>;

export const updateWebhookRoute = defineRoute({
  name: 'update-webhook',
  method: 'PATCH',
  host: 'api',
  path: '/webhooks/:id',
  access: 'user',
  summary: "Change a webhook's URL, events, format or whether it is active",
  params: z.strictObject({ id: webhookIdParam }),
  body: UpdateWebhookSchema,
  response: successEnvelope(WebhookSchema).extend({ message: z.string() }),
});
