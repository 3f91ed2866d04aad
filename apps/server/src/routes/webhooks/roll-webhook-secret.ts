import { rollWebhookSecretRoute } from '@aerie/contract';

import { loadConfigurableWebhook, rollWebhookSecret } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(rollWebhookSecretRoute, async ({ params, session, ctx }) => {
  const { endpoint } = await loadConfigurableWebhook(ctx.db, session.user.id, params.id);
  const secret = await rollWebhookSecret(ctx, endpoint);
  return {
    success: true as const,
    message: 'New signing secret made. Deliveries from now on are signed with it.',
    data: { secret },
  };
});
