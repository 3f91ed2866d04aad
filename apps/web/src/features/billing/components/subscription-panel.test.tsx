// @vitest-environment jsdom
import type { PlanPeriod, Workspace } from '@aerie/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { SubscriptionPanel } from './subscription-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RENEWS = '2026-12-28T10:00:00.000Z';
const workspace = (role: Workspace['role']): Workspace => ({
  id: 7,
  name: 'Acme',
  email: 'acme@example.com',
  phone: '',
  type: 'Business',
  slug: 'acme',
  role,
  subscription: { business_id: 7, plan: 'earth' },
  created_at: '2026-11-01T00:00:00.000Z',
});

const PREVIEW = {
  kind: 'downgrade',
  plan: 'air',
  amount: 0,
  credit: 0,
  currency: 'USD',
  prorated: false,
  renews_at: RENEWS,
  effective_at: RENEWS,
  over_limit: {
    projects: [
      { uid: 'bbbbbb222222', name: 'Ferry tickets' },
      { uid: 'cccccc333333', name: 'Lighthouse blog' },
    ],
    deployments: [],
    push_deployments: [],
    own_servers: [],
  },
  summary: 'On Air, 2 projects will become read-only. Nothing is deleted.',
};

function serve(period: PlanPeriod) {
  let current = period;
  return fakeNetwork(({ method, path, body }) => {
    if (path.endsWith('/workspaces/acme/plan')) return { body: { success: true, data: current } };
    if (path.includes('/workspaces/acme/plan/preview')) return { body: { success: true, data: PREVIEW } };
    if (method === 'POST' && path.endsWith('/plan/schedule')) {
      current = { ...current, scheduled_plan: (body as { plan: PlanPeriod['plan'] }).plan };
      return { body: { success: true, data: current } };
    }
    if (method === 'POST' && path.endsWith('/plan/resume')) {
      current = { ...current, scheduled_plan: null };
      return { body: { success: true, data: current } };
    }
    return { status: 404, body: { success: false, message: 'Not here' } };
  });
}

describe('the subscription panel', () => {
  it('says until when the plan is paid (never “Renews on”: no card is kept); Cancel lists what becomes read-only before scheduling, and Resume undoes it', async () => {
    const calls = serve({ plan: 'earth', renews_at: RENEWS, scheduled_plan: null, billing_currency: 'USD' });
    render(withQueryClient(<SubscriptionPanel workspace={workspace('owner')} />));
    expect(await screen.findByText('Paid until 28 Dec 2026. Renew before then to keep Earth.')).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the Earth plan?' });
    const list = await within(dialog).findByRole('region', { name: 'Projects that become read-only' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ferry tickets', 'Lighthouse blog']);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Ends on 28 Dec 2026 — moves to Air.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan: 'air' });

    fireEvent.click(screen.getByRole('button', { name: 'Resume Earth' }));
    expect(await screen.findByText('Paid until 28 Dec 2026. Renew before then to keep Earth.')).toBeTruthy();
  });

  it('offers to pay the next month in the last week of the period (no card is kept)', async () => {
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const calls = serve({ plan: 'earth', renews_at: soon, scheduled_plan: null, billing_currency: 'USD' });
    render(withQueryClient(<SubscriptionPanel workspace={workspace('owner')} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Renew Earth' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        type: 'subscription',
        plan_id: 'earth',
        business_id: 7,
      }),
    );
  });

  it('offers no Renew while more than a week is paid', async () => {
    const later = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    serve({ plan: 'earth', renews_at: later, scheduled_plan: null, billing_currency: 'USD' });
    render(withQueryClient(<SubscriptionPanel workspace={workspace('owner')} />));
    expect(await screen.findByText(/^Paid until /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew Earth' })).toBeNull();
  });

  it('says an unpaid period is in its grace, when it moves to Air, and still offers Renew', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const ended = new Date(Date.now() - 2 * DAY);
    serve({ plan: 'earth', renews_at: ended.toISOString(), scheduled_plan: null, billing_currency: 'USD' });
    render(withQueryClient(<SubscriptionPanel workspace={workspace('owner')} />));
    const day = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
    expect(
      await screen.findByText(
        `The period ended on ${day(ended)} unpaid. Earth keeps working until ${day(new Date(ended.getTime() + 7 * DAY))}; renew before then, else the workspace moves to Air.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew Earth' })).toBeTruthy();
  });

  it('shows a member the period without the owner’s buttons, and says why', async () => {
    serve({ plan: 'earth', renews_at: RENEWS, scheduled_plan: 'air', billing_currency: 'USD' });
    render(withQueryClient(<SubscriptionPanel workspace={workspace('maintainer')} />));
    expect(await screen.findByText('Ends on 28 Dec 2026 — moves to Air.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resume|Cancel/ })).toBeNull();
    expect(screen.getByText('Only the workspace owner can cancel or change the plan.')).toBeTruthy();
  });
});
