import { retryPaymentRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { rememberPayment, type StoredPayment } from '@/lib/payment-storage';

export function retryPayment(reference: string) {
  return callApi(retryPaymentRoute, { params: { reference } });
}

/**
 * Try again after a decline: the provider's checkout once more for the same payment, where another card
 * can be used. What the return page needs afterwards (the site or project it was for) is stored again
 * first, as when the payment was started.
 */
export function useRetryPayment(returnTo: Pick<StoredPayment, 'website' | 'projectUid'> = {}) {
  return useMutation({
    mutationFn: retryPayment,
    onSuccess: ({ data }) => {
      rememberPayment({ reference: data.reference, type: data.type, ...returnTo });
      window.location.assign(data.payment_config.link);
    },
  });
}
