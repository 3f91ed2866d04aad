import { describe, expect, it } from 'vitest';

import {
  forgetPayment,
  PAYMENT_PROJECT_KEY,
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

  it('keeps a pilot’s project, and drops it when the next payment has none', () => {
    const storage = memoryStorage();
    rememberPayment({ reference: 'AER-9', type: 'pilot', projectUid: 'p1a2b3c4d5e6' }, storage);
    expect(storage.getItem(PAYMENT_PROJECT_KEY)).toBe('p1a2b3c4d5e6');
    expect(readPayment(storage)).toEqual({ reference: 'AER-9', type: 'pilot', projectUid: 'p1a2b3c4d5e6' });
    rememberPayment({ reference: 'AER-10', type: 'subscription' }, storage);
    expect(readPayment(storage)).toEqual({ reference: 'AER-10', type: 'subscription' });
  });

  it('forgets both values', () => {
    const storage = memoryStorage();
    rememberPayment({ reference: 'AER-123', type: 'pilot', projectUid: 'p1a2b3c4d5e6' }, storage);
    forgetPayment(storage);
    expect(readPayment(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });
});
