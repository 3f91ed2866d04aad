// @vitest-environment jsdom
import { PAYMENT_MESSAGES, type Transaction, type Workspace } from '@aerie/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import ReceiptPage from './receipt-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const REFERENCE = 'aer_FAILEDREFERENCE0001';

function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 4,
    created_at: '2026-11-23T08:00:00.000Z',
    type: 'subscription',
    reference: REFERENCE,
    transaction_id: 'sbx_9',
    currency: 'USD',
    amount: 5000,
    status: 'failure',
    description: 'Moon plan — monthly',
    plan_id: 'moon',
    failure_reason: 'Card declined',
    billed_to: { workspace: 'Bureau', name: 'Bea Tester', email: 'bea@example.com' },
    workspace: { id: 3, slug: 'bureau' },
    ...overrides,
  };
}

function aWorkspace(role: Workspace['role']): Workspace {
  return {
    id: 3,
    name: 'Bureau',
    email: 'bea@example.com',
    phone: '',
    type: 'Business',
    slug: 'bureau',
    role,
    subscription: { business_id: 3, plan: 'earth' },
    created_at: '2026-11-01T08:00:00.000Z',
  };
}

function showReceipt(transaction: Transaction, role: Workspace['role'] = 'owner') {
  const calls = fakeNetwork((call) => {
    if (call.path === `/api/transactions/reference/${REFERENCE}`) return { body: { success: true, data: transaction } };
    if (call.path === '/api/users/workspaces') return { body: { success: true, data: [aWorkspace(role)] } };
    if (call.path === `/api/transactions/reference/${REFERENCE}/retry`) {
      const link = `http://app.test/sandbox/checkout/${REFERENCE}`;
      const data = {
        reference: REFERENCE,
        type: 'subscription',
        amount: 5000,
        currency: 'USD',
        payment_config: { link },
      };
      return { body: { success: true, message: 'Payment initialized.', data } };
    }
    throw new Error(`Unexpected call ${call.method} ${call.path}`);
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/billing/download/:ref', element: <ReceiptPage /> },
      { path: '/dashboard/billing', element: <p>Billing page</p> },
    ],
    { initialEntries: [`/dashboard/billing/download/${REFERENCE}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return calls;
}

describe('ReceiptPage for a payment that failed', () => {
  it('is no receipt: says what failed and why, thanks nobody, prints nothing, and offers Try again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = showReceipt(aTransaction());
    expect(await screen.findByRole('heading', { name: 'This payment did not go through' })).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.receiptFailed)).toBeTruthy();
    expect(screen.getAllByText('Card declined').length).toBeGreaterThan(0);
    expect(screen.getByText(/Nothing was charged for Moon plan — monthly/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Receipt' })).toBeNull();
    expect(screen.queryByText(/Thank you/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Receipt' })).toBeNull();
    expect(document.title).toContain(`Payment ${REFERENCE}`);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`http://app.test/sandbox/checkout/${REFERENCE}`));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/transactions/reference/${REFERENCE}/retry` });
  });

  it('tells a member who may not pay why Try again is unavailable', async () => {
    showReceipt(aTransaction(), 'developer');
    expect(await screen.findByRole('heading', { name: 'This payment did not go through' })).toBeTruthy();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await vi.waitFor(() => expect(tryAgain.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByText('Only the workspace owner can pay for the workspace.')).toBeTruthy();
  });

  it('still shows the receipt, with its thanks, for a paid payment', async () => {
    showReceipt(aTransaction({ status: 'success', failure_reason: null }));
    expect(await screen.findByRole('article', { name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.receiptSuccess)).toBeTruthy();
    expect(screen.getByText(/Thank you for building with Aerie/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
