import { updateWebhookRoute } from '@aerie/contract';

import { loadConfigurableWebhook, updateWebhook } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateWebhookRoute, async ({ params, body, session, ctx }) => {
  const { endpoint } = await loadConfigurableWebhook(ctx.db, session.user.id, params.id);
  return { success: true as const, message: 'Webhook saved.', data: await updateWebhook(ctx, endpoint, body) };
});
