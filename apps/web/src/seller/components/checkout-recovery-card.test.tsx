// @vitest-environment jsdom
import { HOST_PREFIX } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/lib/api-client';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { endSellerSession, readSellerToken } from '../seller-session';
import { CheckoutRecoveryCard } from './checkout-recovery-card';

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

const RECOVERY = {
  success: true,
  data: {
    settings: { delay_hours: 10, discount_code: null },
    currency: 'USD',
    reminders_sent: 3,
    recovered_orders: 1,
    recovered_revenue: 2500,
  },
};

describe('the checkout reminder settings', () => {
  it('save the delay and the code as numbers and text, and show the stored code', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'PUT'
        ? { body: { success: true, message: 'Saved.', data: { delay_hours: 6, discount_code: 'COMEBACK' } } }
        : { body: RECOVERY },
    );
    render(withQueryClient(<CheckoutRecoveryCard />));
    const delay = await screen.findByLabelText('Send the reminder');
    expect(delay).toHaveProperty('value', '10');
    fireEvent.change(delay, { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Discount code (optional)'), { target: { value: 'comeback' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save reminders' })));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/store-api/seller/checkout-recovery',
      body: { delay_hours: 6, discount_code: 'COMEBACK' },
    });
    expect(await screen.findByText('Your checkout reminder settings have been saved.')).toBeTruthy();
    expect(screen.getByLabelText('Discount code (optional)')).toHaveProperty('value', 'COMEBACK');
  });

  it('refuse a code with a space before any call, and put a server field error beside its field', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              success: false,
              message: 'Check the form',
              errors: { delay_hours: ['Reminder delay must be one of 1, 6, 10, 24 hours'] },
            },
          }
        : { body: RECOVERY },
    );
    render(withQueryClient(<CheckoutRecoveryCard />));
    const code = await screen.findByLabelText('Discount code (optional)');
    fireEvent.change(code, { target: { value: 'TEN OFF' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save reminders' })));
    expect(await screen.findByText('Discount code may use only letters, digits, - and _')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save reminders' })));
    expect(await screen.findByText('Reminder delay must be one of 1, 6, 10, 24 hours')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ delay_hours: 10, discount_code: null });
  });
});
