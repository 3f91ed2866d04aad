import { DELAYS_MS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { nextStepAfterPayment, planReturn, startingPage } from './payment-return';

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

  it('verifies a site plan like any other payment', () => {
    const website = { reference: stored.reference, type: 'website', website: { uuid: 'u', projectUid: 'p' } };
    expect(planReturn(new URLSearchParams('status=successful&transaction_id=sbx_5'), website)).toEqual({
      kind: 'verify',
      payment: { reference: stored.reference, type: 'website', transactionId: 'sbx_5' },
      isCancelled: false,
    });
  });

  it('has nothing to confirm without a stored payment', () => {
    expect(planReturn(new URLSearchParams('transaction_id=sbx_1'), null)).toEqual({ kind: 'nothing-to-confirm' });
  });
});

describe('nextStepAfterPayment', () => {
  it('takes a subscription on to integrations after a banner’s time', () => {
    expect(nextStepAfterPayment({ type: 'subscription' })).toEqual({
      place: 'integrations',
      to: '/dashboard/integrations',
      delayMs: DELAYS_MS.banner,
    });
  });

  it('reopens the site a plan was bought for in the builder after the post-payment wait', () => {
    const website = { uuid: '3f2c9a4e-1b2c-4d5e-8f90-123456789abc', projectUid: 'p1a2b3' };
    expect(nextStepAfterPayment({ type: 'website', website })).toEqual({
      place: 'builder',
      to: '/website-builder?uid=p1a2b3&site=3f2c9a4e-1b2c-4d5e-8f90-123456789abc',
      delayMs: DELAYS_MS.postPaymentWait,
    });
    expect(DELAYS_MS.postPaymentWait).toBe(60_000);
  });

  it('goes to the dashboard after a site plan when the browser no longer knows the site', () => {
    expect(nextStepAfterPayment({ type: 'website' })).toEqual({
      place: 'dashboard',
      to: '/dashboard',
      delayMs: DELAYS_MS.postPaymentWait,
    });
  });

  it('opens the hosting page of a pilot’s project after the post-payment wait', () => {
    expect(nextStepAfterPayment({ type: 'pilot', projectUid: 'p1a2b3c4d5e6' })).toEqual({
      place: 'hosting',
      to: '/dashboard/project/p1a2b3c4d5e6/hosting',
      delayMs: DELAYS_MS.postPaymentWait,
    });
    expect(nextStepAfterPayment({ type: 'pilot' })).toMatchObject({ place: 'dashboard', to: '/dashboard' });
  });

  it('keeps other purchases on the page', () => {
    expect(nextStepAfterPayment({ type: 'expert' })).toBeNull();
  });
});

describe('startingPage', () => {
  it('leads back to where the payment started: the builder, hosting, or billing', () => {
    const website = { uuid: 'w1b2c3d4', projectUid: 'p1a2b3c4d5e6' };
    expect(startingPage({ type: 'website', website })).toMatchObject({ label: 'Back to the builder' });
    expect(startingPage({ type: 'website', website }).to).toContain('w1b2c3d4');
    expect(startingPage({ type: 'pilot', projectUid: 'p1a2b3c4d5e6' })).toEqual({
      to: '/dashboard/project/p1a2b3c4d5e6/hosting',
      label: 'Back to hosting',
    });
    expect(startingPage({ type: 'subscription' })).toEqual({ to: '/dashboard/billing', label: 'Back to billing' });
    // The browser no longer knows the site or project: billing lists the payment.
    expect(startingPage({ type: 'pilot' })).toEqual({ to: '/dashboard/billing', label: 'Back to billing' });
    expect(startingPage(null)).toEqual({ to: '/dashboard/billing', label: 'Back to billing' });
  });
});
