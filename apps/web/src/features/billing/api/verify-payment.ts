import { verifyPaymentRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/**
 * Asks the server to check the payment with the provider and give what it bought (docs/product.md § Payment return).
 * Safe to repeat: the server gives the value once. A failed or cancelled payment answers 400 with its message.
 */
export function verifyPayment(reference: string, transactionId: string) {
  return callApi(verifyPaymentRoute, { query: { reference, transaction_id: transactionId } });
}
