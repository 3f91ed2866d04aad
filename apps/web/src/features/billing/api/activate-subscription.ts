import { activateSubscriptionRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** The workspace's plan after a paid subscription; 400 while the payment is not paid. */
export function activateSubscription(reference: string, transactionId: string) {
  return callApi(activateSubscriptionRoute, { body: { reference, id: transactionId } });
}
