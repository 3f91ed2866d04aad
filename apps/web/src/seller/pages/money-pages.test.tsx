// @vitest-environment jsdom
import { HOST_PREFIX, type Order, type Payouts } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/lib/api-client';
import { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';

import { endSellerSession, readSellerToken } from '../seller-session';
import { OrderPage } from './order-page';
import { PayoutsPage } from './payouts-page';

beforeAll(() =>
  configureApiClient({
    hostBase: { store: HOST_PREFIX.store },
    readToken: readSellerToken,
    onUnauthorized: endSellerSession,
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '11111111-2222-4333-8444-555555555555';

/** The API speaks minor units and a currency; the admin writes them in that currency's own digits. */
const CURRENCIES = [
  { currency: 'JPY', price: '¥1,250', total: '¥1,750', fee: '¥19', owed: '¥1,231' },
  { currency: 'USD', price: '$12.50', total: '$17.50', fee: '$0.19', owed: '$12.31' },
  { currency: 'KWD', price: 'KWD\u00a01.250', total: 'KWD\u00a01.750', fee: 'KWD\u00a00.019', owed: 'KWD\u00a01.231' },
] as const;

function anOrder(currency: string, overrides: Partial<Order> = {}): Order {
  return {
    uuid: UUID,
    number: 1001,
    status: 'paid',
    email: 'bo@example.com',
    name: 'Bo Buyer',
    currency,
    total: 1750,
    subtotal: 1250,
    shipping: 500,
    discount: 0,
    tax: 0,
    tax_included: false,
    discount_code: null,
    tax_name: null,
    created_at: '2026-11-02T10:00:00.000Z',
    shipping_address: { line1: '1 High St', line2: '', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
    lines: [{ product_name: 'Teapot', variant_name: 'Default', unit_price: 1250, quantity: 1, discount: 0, tax: 0 }],
    paid_at: '2026-11-02T10:01:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    shipping_carrier: null,
    tracking_number: null,
    ...overrides,
  };
}

function show(path: string, element: React.ReactNode, route: string) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('the admin’s amounts in each currency', () => {
  it.each(CURRENCIES)('$currency: an order’s lines and total', async (money) => {
    fakeNetwork(() => ({ body: { success: true, data: anOrder(money.currency) } }));
    show(`/admin/orders/${UUID}`, <OrderPage />, '/admin/orders/:uuid');
    expect(await screen.findByText('Order #1001')).toBeTruthy();
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe(money.price);
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe(money.total);
  });

  it.each(CURRENCIES)('$currency: payouts per month', async (money) => {
    const payouts: Payouts = {
      currency: money.currency,
      periods: [{ period: '2026-11', currency: money.currency, orders: 1, sold: 1250, fees: 19, owed: 1231 }],
    };
    fakeNetwork(() => ({ body: { success: true, data: payouts } }));
    show('/admin/payouts', <PayoutsPage />, '/admin/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts by month' });
    const row = within(table).getByRole('row', { name: /November 2026/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['November 2026', '1', money.price, money.fee, money.owed]);
    expect(screen.getByText(/collects each payment/).textContent).toContain('1.5% fee on every paid order');
  });
});

describe('mark as shipped', () => {
  it('asks for the carrier and tracking number and sends them with the change', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'POST'
        ? {
            body: {
              success: true,
              message: 'The order is marked as shipped; the buyer has been e-mailed.',
              data: anOrder('USD', { status: 'shipped', shipping_carrier: 'UPS', tracking_number: '1Z999' }),
            },
          }
        : { body: { success: true, data: anOrder('USD') } },
    );
    show(`/admin/orders/${UUID}`, <OrderPage />, '/admin/orders/:uuid');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' })));
    const dialog = screen.getByRole('dialog', { name: 'Mark as shipped' });
    fireEvent.change(within(dialog).getByLabelText('Carrier (optional)'), { target: { value: 'UPS' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: '1Z999' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' })));
    expect(calls.filter((call) => call.method === 'POST')).toEqual<FakeCall[]>([
      {
        method: 'POST',
        path: `/store-api/seller/orders/${UUID}/status`,
        body: { status: 'shipped', shipping_carrier: 'UPS', tracking_number: '1Z999' },
      },
    ]);
    expect(await screen.findByText('The order is marked as shipped; the buyer has been e-mailed.')).toBeTruthy();
  });

  it('shows the server’s field error beside its field', async () => {
    fakeNetwork((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              success: false,
              message: 'The given data was invalid.',
              errors: { tracking_number: ['Tracking number may contain only letters, digits, spaces and dashes'] },
            },
          }
        : { body: { success: true, data: anOrder('USD') } },
    );
    show(`/admin/orders/${UUID}`, <OrderPage />, '/admin/orders/:uuid');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' })));
    const dialog = screen.getByRole('dialog', { name: 'Mark as shipped' });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: 'AB12' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' })));
    expect(
      await within(dialog).findByText('Tracking number may contain only letters, digits, spaces and dashes'),
    ).toBeTruthy();
  });
});
