// @vitest-environment jsdom
import { CUSTOM_DOMAIN_LINE, PLANS, planLines, type PlanId, type PlanUsage, type Workspace } from '@aerie/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import BillingPage from '@/features/billing/pages/billing-page';
import PricingPage from '@/features/marketing/pages/pricing-page';
import type { DashboardOutletContext } from '@/lib/dashboard-context';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

/*
 * Issue 25, "Done when" 1, the browser's half: the public pricing page and the billing cards show the plan
 * table's lines for every plan (the server's half, apps/server/test/plan-table.test.ts, drives each line
 * through the API). The words are pinned here too, so a change of wording is a change of this test.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What each card says, as the spec's plans read (docs/product.md § Plans), worded as what the server enforces. */
const EXPECTED: Record<PlanId, string[]> = {
  air: [
    '1 project',
    'Up to 3 deployments',
    'No deploy on push',
    'No own servers over SSH',
    'Custom domains with a $5/mo site plan',
    'Community support',
  ],
  earth: [
    'Up to 3 projects',
    'Up to 3 deployments',
    'Deploy on every push (3 deployments)',
    'Connect your own servers over SSH',
    'Custom domains with a $5/mo site plan',
    'Email support',
  ],
  moon: [
    'Unlimited projects',
    'Unlimited deployments',
    'Deploy on every push (unlimited)',
    'Connect your own servers over SSH',
    'Custom domains with a $5/mo site plan',
    'Email and phone support',
  ],
};

it('words the table as the spec plans read', () => {
  for (const plan of PLANS) expect(planLines(plan.id).map((line) => line.text)).toEqual(EXPECTED[plan.id]);
});

/** The card's list items, each with whether it is drawn as included (a check) or not (a cross). */
function linesOf(card: HTMLElement) {
  return within(card)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent, checked: item.querySelector('svg.lucide-check') !== null }));
}

function expectTableLines(card: HTMLElement, id: PlanId) {
  const shown = linesOf(card);
  for (const line of planLines(id)) expect(shown).toContainEqual({ text: line.text, checked: line.included });
}

describe('the pricing page', () => {
  it.each(['Website', 'Ecommerce', 'Hosting'])('shows the table lines on every plan of the %s tab', (tab) => {
    const router = createMemoryRouter([{ path: '/pricing', element: <PricingPage /> }], {
      initialEntries: ['/pricing'],
    });
    render(withQueryClient(<RouterProvider router={router} />));
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
    for (const plan of PLANS) {
      const card = screen.getByRole('article', { name: `${plan.name} plan` });
      expectTableLines(card, plan.id);
      // Custom domains are a site plan on every tier, never an Earth feature of their own.
      expect(
        within(card)
          .queryAllByText(/custom domain/i)
          .map((item) => item.textContent),
      ).toEqual([CUSTOM_DOMAIN_LINE]);
    }
  });
});

const WORKSPACE: Workspace = {
  id: 3,
  name: 'Harbour',
  email: 'owner@example.com',
  phone: '',
  type: 'Professional',
  slug: 'harbour',
  role: 'owner',
  subscription: { business_id: 3, plan: 'air' },
  created_at: '2026-11-01T08:00:00.000Z',
};

const USAGE: PlanUsage = {
  plan: 'air',
  meters: [
    { key: 'projects', used: 1, limit: 1 },
    { key: 'deployments', used: 2, limit: 3 },
    { key: 'gitDeployments', used: 0, limit: 0 },
    { key: 'ownServers', used: 0, limit: 0 },
  ],
};

function showBillingPage() {
  fakeNetwork((call) => {
    if (call.path.startsWith('/api/resources/plans'))
      return {
        body: {
          success: true,
          data: PLANS.map((plan) => ({
            id: plan.id,
            name: plan.name,
            amount: plan.priceUsd * 100,
            currency: 'USD',
            interval: 'month',
            limits: { projects: plan.projects, deployments: plan.deployments, git_deployments: plan.gitDeployments },
            ssh_to_servers: plan.ownServers !== 0,
            features: [],
          })),
        },
      };
    if (call.path.startsWith('/api/plan-usage/harbour')) return { body: { success: true, data: USAGE } };
    // The plans are asked in the workspace's billing currency, which the plan period carries (issue 25).
    if (call.path === '/api/workspaces/harbour/plan')
      return {
        body: {
          success: true,
          data: { plan: 'air', renews_at: null, scheduled_plan: null, billing_currency: 'USD' },
        },
      };
    if (call.path.startsWith('/api/transactions/harbour'))
      return { body: { success: true, data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } } };
    return { status: 404, body: { success: false, error: 'not_found', message: `Unexpected ${call.path}` } };
  });
  const context = {
    user: { user_id: 1 },
    workspace: WORKSPACE,
    workspaces: [WORKSPACE],
  } as unknown as DashboardOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ path: 'dashboard/billing', element: <BillingPage /> }],
      },
    ],
    { initialEntries: ['/dashboard/billing'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('the billing cards', () => {
  it('show the table lines for every plan, and the usage meters on the current plan', async () => {
    showBillingPage();
    for (const plan of PLANS)
      expectTableLines(await screen.findByRole('article', { name: `${plan.name} plan` }), plan.id);

    const air = screen.getByRole('article', { name: 'Air plan' });
    const usage = await within(air).findByRole('region', { name: 'Usage' });
    for (const text of ['1 of 1 projects', '2 of 3 deployments', '0 of 0 deployments on push', '0 of 0 own servers'])
      expect(within(usage).getByText(text)).toBeTruthy();
    expect(within(usage).getByRole('meter', { name: '2 of 3 deployments' }).getAttribute('aria-valuenow')).toBe('2');
    expect(within(usage).getByText('Full')).toBeTruthy();
    expect(within(usage).getAllByText('Not included')).toHaveLength(2);
    // Only the current plan shows usage.
    expect(
      within(screen.getByRole('article', { name: 'Earth plan' })).queryByRole('region', { name: 'Usage' }),
    ).toBeNull();
  });
});
