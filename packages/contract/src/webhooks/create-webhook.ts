import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { webhookEventsField, webhookFormatField, WebhookSchema, webhookUrlField } from './webhook.js';

export const CreateWebhookSchema = z.strictObject({
  url: webhookUrlField,
  events: webhookEventsField,
  format: webhookFormatField.default('aerie'),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CreateWebhook = z.input<typeof CreateWebhookSchema>;

export const createWebhookRoute = defineRoute({
  name: 'create-webhook',
  method: 'POST',
  host: 'api',
  path: '/projects/:uid/webhooks',
  access: 'user',
  summary: 'Add an outgoing webhook to a project; the reply carries its signing secret',
  params: z.strictObject({ uid: projectUidField }),
  body: CreateWebhookSchema,
  response: successEnvelope(WebhookSchema.extend({ secret: z.string() })).extend({ message: z.string() }),
});
