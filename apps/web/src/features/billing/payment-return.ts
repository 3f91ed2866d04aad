import type { PaymentToComplete } from './api/complete-payment';
import type { StoredPayment } from '@/lib/payment-storage';

/**
 * What the payment return page has to do, from the provider's query (`status`, `tx_ref`,
 * `transaction_id`) and what the browser stored before leaving (001 §4).
 */
export type ReturnPlan =
  /** Nothing stored: the page was opened by hand or the payment was already handled. */
  | { kind: 'nothing-to-confirm' }
  /** The buyer cancelled at the provider, which gives no transaction to verify. */
  | { kind: 'cancelled'; reference: string }
  /** `isCancelled`: the provider says the buyer cancelled; the server still records it and explains. */
  | { kind: 'verify'; payment: PaymentToComplete; isCancelled: boolean };

export function planReturn(query: URLSearchParams, stored: StoredPayment | null): ReturnPlan {
  if (!stored) return { kind: 'nothing-to-confirm' };
  const transactionId = query.get('transaction_id')?.trim();
  if (!transactionId) return { kind: 'cancelled', reference: stored.reference };
  const isCancelled = query.get('status') === 'cancelled';
  return { kind: 'verify', payment: { reference: stored.reference, type: stored.type, transactionId }, isCancelled };
}
