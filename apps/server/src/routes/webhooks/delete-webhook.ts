import { deleteWebhookRoute } from '@aerie/contract';

import { deleteWebhook, loadConfigurableWebhook } from '../../modules/webhooks/index.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteWebhookRoute, async ({ params, session, ctx }) => {
  const { endpoint } = await loadConfigurableWebhook(ctx.db, session.user.id, params.id);
  await deleteWebhook(ctx.db, endpoint.id);
  return ok('Webhook removed.');
});
