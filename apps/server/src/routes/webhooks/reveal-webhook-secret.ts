import { revealWebhookSecretRoute } from '@aerie/contract';

import { loadConfigurableWebhook, openWebhookSecret } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(revealWebhookSecretRoute, async ({ params, session, ctx }) => {
  const { endpoint } = await loadConfigurableWebhook(ctx.db, session.user.id, params.id);
  return { success: true as const, data: { secret: openWebhookSecret(ctx, endpoint) } };
});
