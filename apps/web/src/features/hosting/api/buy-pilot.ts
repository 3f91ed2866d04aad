import { initializeTransactionRoute, type InitializeTransaction } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { rememberPayment } from '@/lib/payment-storage';

export type PilotPayment = Extract<InitializeTransaction, { type: 'pilot' }>;

/**
 * Proceed to Payment (docs/product.md § Buying a pilot): `POST transactions/initialize` with the pilot payload, then
 * the browser leaves for the payment link with the reference, type 'pilot' and the project remembered, so the return
 * page can provision the pilot and open this project's Hosting page.
 */
export function useBuyPilot() {
  return useMutation({
    mutationFn: (body: PilotPayment) => callApi(initializeTransactionRoute, { body }),
    onSuccess: ({ data }, body) => {
      rememberPayment({ reference: data.reference, type: data.type, projectUid: body.project_id });
      window.location.assign(data.payment_config.link);
    },
  });
}
