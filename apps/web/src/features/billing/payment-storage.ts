/**
 * What the browser remembers between leaving for the checkout page and coming back (001 §4): the
 * transaction's reference and what was being bought. Local storage, because the provider's redirect
 * lands in a fresh page load, possibly in a new tab.
 */
export const PAYMENT_REFERENCE_KEY = 'reference_no';
export const PAYMENT_TYPE_KEY = 'payment_type';

export interface StoredPayment {
  reference: string;
  type: string;
}

export function rememberPayment({ reference, type }: StoredPayment, storage: Storage = localStorage): void {
  storage.setItem(PAYMENT_REFERENCE_KEY, reference);
  storage.setItem(PAYMENT_TYPE_KEY, type);
}

/** The stored payment, or null when either half is missing (a return page opened by hand). */
export function readPayment(storage: Storage = localStorage): StoredPayment | null {
  const reference = storage.getItem(PAYMENT_REFERENCE_KEY);
  const type = storage.getItem(PAYMENT_TYPE_KEY);
  if (!reference || !type) return null;
  return { reference, type };
}

export function forgetPayment(storage: Storage = localStorage): void {
  storage.removeItem(PAYMENT_REFERENCE_KEY);
  storage.removeItem(PAYMENT_TYPE_KEY);
}
