import { describe, expect, it } from 'vitest';

import {
  forgetPayment,
  PAYMENT_REFERENCE_KEY,
  PAYMENT_TYPE_KEY,
  readPayment,
  rememberPayment,
} from '@/lib/payment-storage';

/** A Map-backed Storage: the unit tests run in Node, without a DOM. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('payment storage', () => {
  it('keeps the reference and type under the spec’s keys', () => {
    const storage = memoryStorage();
    rememberPayment({ reference: 'AER-123', type: 'subscription' }, storage);
    expect(storage.getItem(PAYMENT_REFERENCE_KEY)).toBe('AER-123');
    expect(storage.getItem(PAYMENT_TYPE_KEY)).toBe('subscription');
    expect(readPayment(storage)).toEqual({ reference: 'AER-123', type: 'subscription' });
  });

  it('reads nothing when either half is missing', () => {
    const storage = memoryStorage();
    expect(readPayment(storage)).toBeNull();
    storage.setItem(PAYMENT_REFERENCE_KEY, 'AER-123');
    expect(readPayment(storage)).toBeNull();
  });

  it('forgets both values', () => {
    const storage = memoryStorage();
    rememberPayment({ reference: 'AER-123', type: 'subscription' }, storage);
    forgetPayment(storage);
    expect(readPayment(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });
});
