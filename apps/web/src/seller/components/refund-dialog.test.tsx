// @vitest-environment jsdom
import { HOST_PREFIX, type Order } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/lib/api-client';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { RefundDialog } from './refund-dialog';

beforeAll(() => configureApiClient({ hostBase: { store: HOST_PREFIX.store }, readToken: () => 'seller-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 3 mugs at $10.00 with a $1.00 discount share and $2.90 tax (not included): the line cost $31.90. */
const ORDER: Order = {
  uuid: '11111111-1111-4111-8111-111111111111',
  number: 1042,
  status: 'paid',
  email: 'bo@example.com',
  name: 'Bo Buyer',
  currency: 'USD',
  total: 3740,
  created_at: '2026-11-29T10:00:00.000Z',
  subtotal: 3000,
  shipping: 500,
  discount: 100,
  tax: 340,
  tax_included: false,
  discount_code: 'TEN',
  tax_name: null,
  shipping_method: null,
  shipping_carrier: null,
  tracking_number: null,
  shipping_address: { line1: '1 High St', line2: '', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
  lines: [
    {
      id: 7,
      product_name: 'Blue Mug',
      variant_name: 'Default',
      unit_price: 1000,
      quantity: 3,
      discount: 100,
      tax: 290,
      paid: 3190,
      refunded_quantity: 0,
    },
  ],
  paid_at: '2026-11-29T10:01:00.000Z',
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  shipping_paid: 550,
  shipping_refunded: false,
  refunded: 0,
  refundable: 3740,
  refunds: [],
};

const sentKeys = () =>
  vi.mocked(fetch).mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

describe('the Refund dialog', () => {
  it('shows the total by the server’s rule before confirming, and sends the choice with one key across retries', async () => {
    let answers = 0;
    const calls = fakeNetwork(() => {
      answers += 1;
      if (answers === 1) return { status: 503, body: { success: false, error: 'unavailable', message: 'No answer.' } };
      return { body: { success: true, message: '$10.63 refunded.', data: { refund: {}, order: ORDER } } };
    });
    render(withQueryClient(<RefundDialog order={ORDER} onClose={() => {}} />));
    expect(screen.getByText('3 of 3 left · paid $31.90')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More of Blue Mug' }));
    // ⌊3190 × 1 ÷ 3⌋ = 1063, as the server computes it.
    expect(screen.getByRole('button', { name: 'Refund $10.63' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Refund shipping ($5.50)'));
    fireEvent.change(screen.getByLabelText('Other amount (USD)'), { target: { value: '0.37' } });
    fireEvent.click(screen.getByLabelText('Put the refunded items back in stock'));
    expect(screen.getByText('Refund total').nextSibling?.textContent).toBe('$16.50');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refund $16.50' })));
    expect(await screen.findByText('No answer.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refund $16.50' })));
    expect(await screen.findByText('$10.63 refunded.')).toBeTruthy();

    const body = { lines: [{ line_id: 7, quantity: 1 }], shipping: true, amount: 37, restock: true };
    expect(calls).toEqual([
      { method: 'POST', path: `/store-api/seller/orders/${ORDER.uuid}/refunds`, body },
      { method: 'POST', path: `/store-api/seller/orders/${ORDER.uuid}/refunds`, body },
    ]);
    const [first, second] = sentKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('will not send more than is left to refund', () => {
    fakeNetwork(() => ({ body: {} }));
    render(withQueryClient(<RefundDialog order={{ ...ORDER, refundable: 1000 }} onClose={() => {}} />));
    fireEvent.click(screen.getByRole('button', { name: 'More of Blue Mug' }));
    expect(screen.getByText('That is more than the $10.00 left to refund.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Refund $10.63' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
