import { sendTestWebhookRoute } from '@aerie/contract';

import { loadConfigurableWebhook, sendTestWebhook } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(sendTestWebhookRoute, async ({ params, session, ctx }) => {
  const { endpoint, project } = await loadConfigurableWebhook(ctx.db, session.user.id, params.id);
  const delivery = await sendTestWebhook(ctx, { endpoint, project, userId: session.user.id });
  return { success: true as const, message: 'Test event queued.', data: delivery };
});
