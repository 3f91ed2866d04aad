import { renewPilotRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { rememberPayment } from '@/lib/payment-storage';

export interface RenewPilotInput {
  projectUid: string;
  pilotId: string;
}

/**
 * 'Renew Pilot': a payment for one more month (docs/product.md § Hosting calls `POST transactions/renew-pilot`). Like
 * every purchase, the reference, type and project are remembered before leaving for the checkout, because the provider
 * brings the browser back in a fresh page load (docs/product.md § Pilot lifecycle).
 */
export function useRenewPilot() {
  return useMutation({
    mutationFn: ({ pilotId }: RenewPilotInput) => callApi(renewPilotRoute, { body: { pilot_id: pilotId } }),
    onSuccess: ({ data }, { projectUid }) => {
      rememberPayment({ reference: data.reference, type: data.type, projectUid });
      window.location.assign(data.payment_config.link);
    },
  });
}
