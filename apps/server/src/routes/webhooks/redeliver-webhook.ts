import { redeliverWebhookRoute } from '@aerie/contract';

import { loadConfigurableDelivery, redeliverWebhook } from '../../modules/webhooks/index.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(redeliverWebhookRoute, async ({ params, session, ctx }) => {
  const { endpoint, delivery } = await loadConfigurableDelivery(ctx.db, session.user.id, params.id);
  await redeliverWebhook(ctx, { endpoint, delivery });
  return ok('Redelivery queued.');
});
