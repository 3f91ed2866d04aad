// @vitest-environment jsdom
import type { PlanPeriod, Workspace } from '@aerie/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { BillingCurrencyField } from './billing-currency-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const workspace = (role: Workspace['role']): Workspace => ({
  id: 7,
  name: 'Acme',
  email: 'acme@example.com',
  phone: '',
  type: 'Business',
  slug: 'acme',
  role,
  subscription: { business_id: 7, plan: 'air' },
  created_at: '2026-11-01T00:00:00.000Z',
});

const REFUSED = 'The currency cannot change now. An expert engagement is billed in this currency: cancel it first.';

function serve(period: PlanPeriod, refuse = false) {
  let current = period;
  const sent: unknown[] = [];
  fakeNetwork(({ method, path, body }) => {
    if (path.endsWith('/workspaces/acme/plan')) return { body: { success: true, data: current } };
    if (method === 'PUT' && path.endsWith('/workspaces/acme/billing-currency')) {
      sent.push(body);
      if (refuse) return { status: 409, body: { success: false, error: 'conflict', message: REFUSED } };
      current = { ...current, billing_currency: (body as { currency: PlanPeriod['billing_currency'] }).currency };
      return { body: { success: true, data: current } };
    }
    return { status: 404, body: { success: false, message: 'Not here' } };
  });
  return sent;
}

const AIR: PlanPeriod = { plan: 'air', renews_at: null, scheduled_plan: null, billing_currency: 'USD' };

describe('the billing currency selector', () => {
  it('shows the workspace’s currency and lets the owner change it', async () => {
    const sent = serve(AIR);
    render(withQueryClient(<BillingCurrencyField workspace={workspace('owner')} />));
    const select = (await screen.findByRole('combobox', { name: 'Billing currency' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('USD'));
    fireEvent.change(select, { target: { value: 'GBP' } });
    await vi.waitFor(() => expect(select.value).toBe('GBP'));
    expect(sent).toEqual([{ currency: 'GBP' }]);
  });

  it('says why a change is refused while something paid runs, and keeps the currency', async () => {
    serve(AIR, true);
    render(withQueryClient(<BillingCurrencyField workspace={workspace('owner')} />));
    const select = (await screen.findByRole('combobox', { name: 'Billing currency' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('USD'));
    fireEvent.change(select, { target: { value: 'NGN' } });
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(select.value).toBe('USD');
  });

  it('tells a member only the owner can change it, with the selector disabled', async () => {
    serve(AIR);
    render(withQueryClient(<BillingCurrencyField workspace={workspace('maintainer')} />));
    const select = (await screen.findByRole('combobox', { name: 'Billing currency' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('USD'));
    expect(select.disabled).toBe(true);
    expect(screen.getByText('Only the workspace owner can change the billing currency.')).toBeTruthy();
  });
});
