// @vitest-environment jsdom
import { DELAYS_MS, HOSTING_MESSAGES, PAYMENT_MESSAGES, type Server, type Transaction } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readPayment, rememberPayment, type StoredPayment } from '@/lib/payment-storage';
import { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';

import PaymentReturnPage from './payment-return-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const REFERENCE = 'aer_ABCDEFGHIJKLMNOPQRST';
const PROJECT_UID = 'p1a2b3c4d5e6';
const PILOT_ID = 'pil_abcdefghijklmnop';
const HOSTING = `/dashboard/project/${PROJECT_UID}/hosting`;

function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    created_at: '2026-11-23T08:00:00.000Z',
    type: 'pilot',
    reference: REFERENCE,
    transaction_id: 'sbx_123',
    currency: 'USD',
    amount: 1000,
    status: 'success',
    description: 'Starter pilot — monthly',
    plan_id: null,
    failure_reason: null,
    ...overrides,
  } as Transaction;
}

function aPilot(overrides: Partial<Server> = {}): Server {
  return {
    id: 9,
    slug: 'k3j4h5g6f7d8',
    name: 'Starter pilot',
    hostname: 'Aerie Cloud',
    ip: null,
    port: 22,
    protocal: 'ssh',
    username: 'aerie',
    active: 0,
    is_expired: false,
    pilot_id: PILOT_ID,
    project_id: 12,
    auth_method: 'managed',
    fingerprint: null,
    os: null,
    git_installed: null,
    usable: true,
    provider: 'local',
    plan: 'Starter',
    template: 'Node.js',
    expires_at: '2026-12-23T08:00:00.000Z',
    cancel_at_period_end: false,
    destroys_at: null,
    state: null,
    created_at: '2026-11-23T08:00:00.000Z',
    updated_at: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };
function answer(routes: Record<string, (call: FakeCall) => Answer>) {
  return fakeNetwork((call) => {
    const path = new URL(call.path, 'http://app.test').pathname;
    const handler = routes[`${call.method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${call.method} ${call.path}`);
    return handler(call);
  });
}

function showPage(stored: StoredPayment, search = '?status=successful&transaction_id=sbx_123') {
  rememberPayment(stored);
  const router = createMemoryRouter(
    [
      { path: '/payment/return', element: <PaymentReturnPage /> },
      { path: '/dashboard/project/:uid/hosting', element: <p>Hosting page</p> },
      { path: '/dashboard/integrations', element: <p>Integrations page</p> },
      { path: '/dashboard/billing', element: <p>Billing page</p> },
      { path: '/website-builder', element: <p>Builder</p> },
    ],
    { initialEntries: [`/payment/return${search}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

const verified = (transaction: Transaction) => () => ({
  body: { success: true, data: { transaction, subscription: null } },
});

describe('PaymentReturnPage for a pilot (docs/product.md § Payment return)', () => {
  it('verifies, finds the pilot, provisions it, says so, and opens hosting after 60 s', async () => {
    const calls = answer({
      'GET /api/payment-hooks': verified(aTransaction()),
      'POST /api/falcons/pilot': () => ({ body: { success: true, message: 'Found', data: aPilot() } }),
      [`GET /api/pilot/${PILOT_ID}/provision`]: () => ({
        body: {
          success: true,
          message: HOSTING_MESSAGES.pilotProvisioned,
          data: aPilot({ ip: '127.0.0.1', active: 1 }),
        },
      }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = showPage({ reference: REFERENCE, type: 'pilot', projectUid: PROJECT_UID });
    expect(await screen.findByText(PAYMENT_MESSAGES.pilotSuccess)).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/payment-hooks?reference=${REFERENCE}&transaction_id=sbx_123`,
      'POST /api/falcons/pilot',
      `GET /api/pilot/${PILOT_ID}/provision`,
    ]);
    expect(calls[1]?.body).toEqual({ reference: REFERENCE });
    expect(screen.getByRole('link', { name: 'Go to hosting now' }).getAttribute('href')).toBe(HOSTING);
    expect(readPayment()).toBeNull();

    await act(async () => vi.advanceTimersByTime(DELAYS_MS.postPaymentWait - 1000));
    expect(router.state.location.pathname).toBe('/payment/return');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe(HOSTING);
  });

  it('says the pilot was renewed when it already has an ip, without provisioning it again', async () => {
    const calls = answer({
      'GET /api/payment-hooks': verified(aTransaction()),
      'POST /api/falcons/pilot': () => ({
        body: { success: true, message: 'Renewed', data: aPilot({ ip: '203.0.113.7', active: 1 }) },
      }),
    });
    showPage({ reference: REFERENCE, type: 'pilot', projectUid: PROJECT_UID });
    expect(await screen.findByText(HOSTING_MESSAGES.pilotRenewed)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/provision'))).toBe(false);
  });

  it("says 'Pilot Payment failed! ' when the payment is not verified", async () => {
    const calls = answer({
      'GET /api/payment-hooks': () => ({
        status: 400,
        body: { success: false, message: 'Card declined', error: 'bad_request' },
      }),
    });
    showPage({ reference: REFERENCE, type: 'pilot', projectUid: PROJECT_UID }, '?status=failed&transaction_id=sbx_9');
    expect(await screen.findByText(PAYMENT_MESSAGES.pilotFailed.trim())).toBeTruthy();
    expect(screen.getByText('Card declined')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says the payment went through when the pilot could not be provisioned yet', async () => {
    answer({
      'GET /api/payment-hooks': verified(aTransaction()),
      'POST /api/falcons/pilot': () => ({ body: { success: true, message: 'Found', data: aPilot() } }),
      [`GET /api/pilot/${PILOT_ID}/provision`]: () => ({
        status: 502,
        body: { success: false, message: 'The cloud did not answer. Try again in a minute.', error: 'bad_gateway' },
      }),
    });
    showPage({ reference: REFERENCE, type: 'pilot', projectUid: PROJECT_UID });
    expect(await screen.findByText('The cloud did not answer. Try again in a minute.')).toBeTruthy();
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(screen.queryByText(PAYMENT_MESSAGES.pilotFailed.trim())).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to hosting now' }).getAttribute('href')).toBe(HOSTING);
  });
});

describe('PaymentReturnPage for a subscription', () => {
  it('still activates it and goes on to integrations', async () => {
    const calls = answer({
      'GET /api/payment-hooks': verified(aTransaction({ type: 'subscription', plan_id: 'earth' })),
      'POST /api/subscription/activate': () => ({
        body: { success: true, data: { business_id: 3, plan: 'earth', renews_at: '2026-12-23T08:00:00.000Z' } },
      }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = showPage({ reference: REFERENCE, type: 'subscription' });
    expect(await screen.findByText(/Your workspace is now on the Earth plan/)).toBeTruthy();
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    await act(async () => vi.advanceTimersByTime(DELAYS_MS.banner));
    expect(router.state.location.pathname).toBe('/dashboard/integrations');
  });
});

describe('PaymentReturnPage after a decline', () => {
  const declined = () => ({
    status: 400,
    body: { success: false, message: 'Payment failed. Card declined.', error: 'bad_request' },
  });
  const CHECKOUT = `http://app.test/sandbox/checkout/${REFERENCE}`;
  const retried = (type: string) => () => ({
    body: {
      success: true,
      message: 'Payment initialized.',
      data: { reference: REFERENCE, type, amount: 5000, currency: 'USD', payment_config: { link: CHECKOUT } },
    },
  });

  it('offers Try again: the same payment at the checkout again, remembered for the return', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = answer({
      'GET /api/payment-hooks': declined,
      [`POST /api/transactions/reference/${REFERENCE}/retry`]: retried('subscription'),
    });
    showPage({ reference: REFERENCE, type: 'subscription' }, '?status=failed&transaction_id=sbx_9');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Card declined.');
    // Settled: the stored payment is forgotten, and Try again stores it again before leaving.
    await vi.waitFor(() => expect(readPayment()).toBeNull());
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe('/dashboard/billing');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/payment-hooks?reference=${REFERENCE}&transaction_id=sbx_9`,
      `POST /api/transactions/reference/${REFERENCE}/retry`,
    ]);
    expect(readPayment()).toEqual({ reference: REFERENCE, type: 'subscription' });
  });

  it("leads a pilot back to its project's hosting, keeping 'Pilot Payment failed! ' and the project for the retry", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer({
      'GET /api/payment-hooks': declined,
      [`POST /api/transactions/reference/${REFERENCE}/retry`]: retried('pilot'),
    });
    showPage({ reference: REFERENCE, type: 'pilot', projectUid: PROJECT_UID }, '?status=failed&transaction_id=sbx_9');
    expect(await screen.findByText(PAYMENT_MESSAGES.pilotFailed.trim())).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to hosting' }).getAttribute('href')).toBe(HOSTING);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(readPayment()).toEqual({ reference: REFERENCE, type: 'pilot', projectUid: PROJECT_UID });
  });

  it("leads a site plan back to the builder's site", async () => {
    answer({ 'GET /api/payment-hooks': declined });
    const website = { uuid: 'w1b2c3d4', projectUid: PROJECT_UID };
    showPage({ reference: REFERENCE, type: 'website', website }, '?status=failed&transaction_id=sbx_9');
    const back = await screen.findByRole('link', { name: 'Back to the builder' });
    expect(back.getAttribute('href')).toContain('w1b2c3d4');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says why Try again did not start (the provider refused) and stays', async () => {
    answer({
      'GET /api/payment-hooks': declined,
      [`POST /api/transactions/reference/${REFERENCE}/retry`]: () => ({
        status: 502,
        body: {
          success: false,
          message: 'The payment could not be started. Please try again later.',
          error: 'bad_request',
        },
      }),
    });
    showPage({ reference: REFERENCE, type: 'subscription' }, '?status=failed&transaction_id=sbx_9');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The payment could not be started. Please try again later.')).toBeTruthy();
  });

  it('offers Try again after a checkout left without paying', async () => {
    answer({});
    showPage({ reference: REFERENCE, type: 'subscription' }, '?status=cancelled');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to billing' })).toBeTruthy();
  });
});
