import { listWebhookDeliveriesRoute } from '@aerie/contract';

import { listWebhookDeliveries, loadConfigurableWebhook } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWebhookDeliveriesRoute, async ({ params, query, session, ctx }) => {
  const { endpoint } = await loadConfigurableWebhook(ctx.db, session.user.id, params.id);
  return { success: true as const, data: await listWebhookDeliveries(ctx.db, endpoint.id, query.page) };
});
