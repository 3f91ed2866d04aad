import { describe, expect, it } from 'vitest';

import { planReturn } from './payment-return';

const stored = { reference: 'aer_ABCDEFGHIJKLMNOPQRST', type: 'subscription' };

describe('planReturn', () => {
  it('verifies the stored reference with the provider’s transaction id', () => {
    const query = new URLSearchParams('status=successful&tx_ref=aer_ABCDEFGHIJKLMNOPQRST&transaction_id=sbx_123');
    expect(planReturn(query, stored)).toEqual({
      kind: 'verify',
      payment: { reference: stored.reference, type: 'subscription', transactionId: 'sbx_123' },
      isCancelled: false,
    });
  });

  it('verifies a declined payment too, so the server records and explains the failure', () => {
    const query = new URLSearchParams('status=failed&transaction_id=sbx_9');
    expect(planReturn(query, stored)).toMatchObject({ kind: 'verify', isCancelled: false });
  });

  it('verifies a cancelled checkout that carries a transaction id, flagged as cancelled', () => {
    const query = new URLSearchParams('status=cancelled&transaction_id=sbx_7');
    expect(planReturn(query, stored)).toMatchObject({ kind: 'verify', isCancelled: true });
  });

  it('treats a return without a transaction id as cancelled', () => {
    expect(planReturn(new URLSearchParams('status=cancelled&tx_ref=x'), stored)).toEqual({
      kind: 'cancelled',
      reference: stored.reference,
    });
  });

  it('has nothing to confirm without a stored payment', () => {
    expect(planReturn(new URLSearchParams('transaction_id=sbx_1'), null)).toEqual({ kind: 'nothing-to-confirm' });
  });
});
