import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { WebhookSchema } from './webhook.js';

export const listWebhooksRoute = defineRoute({
  name: 'list-webhooks',
  method: 'GET',
  host: 'api',
  path: '/projects/:uid/webhooks',
  access: 'user',
  summary: "A project's outgoing webhooks, oldest first (maintainers and up)",
  params: z.strictObject({ uid: projectUidField }),
  response: successEnvelope(z.array(WebhookSchema)),
});
