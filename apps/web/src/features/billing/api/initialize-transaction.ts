import { initializeTransactionRoute, type InitializeTransaction } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { rememberPayment } from '@/lib/payment-storage';

export function initializeTransaction(body: InitializeTransaction) {
  return callApi(initializeTransactionRoute, { body });
}

/**
 * Starts a payment and leaves for the provider's page (docs/product.md § Payments): the reference and type are stored
 * first, because the provider brings the browser back in a fresh page load.
 */
export function useInitializeTransaction() {
  return useMutation({
    mutationFn: initializeTransaction,
    onSuccess: ({ data }) => {
      rememberPayment({ reference: data.reference, type: data.type });
      window.location.assign(data.payment_config.link);
    },
  });
}
