import { createWebhookRoute } from '@aerie/contract';

import { createWebhook, loadConfigurableProject } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createWebhookRoute, async ({ params, body, session, ctx }) => {
  const { project } = await loadConfigurableProject(ctx.db, session.user.id, { uid: params.uid });
  const webhook = await createWebhook(ctx, { projectId: project.id, userId: session.user.id, body });
  return {
    success: true as const,
    message: 'Webhook added. Copy its signing secret now: it is shown again only on request.',
    data: webhook,
  };
});
