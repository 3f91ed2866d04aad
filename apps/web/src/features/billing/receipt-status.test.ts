import { describe, expect, it } from 'vitest';

import { humanise, receiptStatusText, statusTone } from './receipt-status';

describe('receiptStatusText', () => {
  it('is PAYMENT SUCCESSFUL for success and PAYMENT FAILED for anything else (docs/product.md § Error catalogue)', () => {
    expect(receiptStatusText('success')).toBe('PAYMENT SUCCESSFUL');
    expect(receiptStatusText('SUCCESS')).toBe('PAYMENT SUCCESSFUL');
    expect(receiptStatusText('failure')).toBe('PAYMENT FAILED');
    expect(receiptStatusText('pending')).toBe('PAYMENT FAILED');
    expect(receiptStatusText('cancelled')).toBe('PAYMENT FAILED');
    expect(receiptStatusText('')).toBe('PAYMENT FAILED');
  });
});

describe('statusTone', () => {
  it('colours each status', () => {
    expect(statusTone('success')).toBe('success');
    expect(statusTone('failure')).toBe('danger');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('cancelled')).toBe('neutral');
    expect(statusTone('something-new')).toBe('neutral');
  });
});

describe('humanise', () => {
  it('reads stored words as text', () => {
    expect(humanise('subscription')).toBe('Subscription');
    expect(humanise('in_progress')).toBe('In progress');
    expect(humanise('')).toBe('');
  });
});
