import { activateSubscriptionRoute } from '@aerie/contract';

import { activateSubscription } from '../../modules/billing/activate-subscription.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(activateSubscriptionRoute, async ({ body, session, ctx }) => {
  const data = await activateSubscription(ctx, session.user.id, body);
  return { success: true as const, message: 'Subscription activated.', data };
});
