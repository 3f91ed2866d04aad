// @vitest-environment jsdom
import { DOMAIN_MESSAGES, type Domain } from '@aerie/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DashboardOutletContext } from '@/lib/dashboard-context';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import DomainsPage from './domains-page';

const WORKSPACE = { id: 3, slug: 'harbour', name: 'Harbour', role: 'owner' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function aDomain(overrides: Partial<Domain> = {}): Domain {
  return {
    id: 5,
    name: 'www.harbour.test',
    state: 'pending_dns',
    last_error: null,
    last_checked_at: null,
    verified_at: null,
    records: {
      txt: { name: '_aerie-verification.www.harbour.test', value: 'aerie-site-verification=0123456789abcdef' },
      point: { type: 'CNAME', target: 'sites.aerie.test' },
    },
    hosts: [],
    created_at: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

function showPage(role = WORKSPACE.role) {
  const context = { user: { user_id: 7 }, workspace: { ...WORKSPACE, role } } as unknown as DashboardOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Outlet context={context} />,
        children: [{ path: 'domains', element: <DomainsPage /> }],
      },
    ],
    { initialEntries: ['/dashboard/domains'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('DomainsPage', () => {
  it('shows each record in full, the state and the hosts pointed', async () => {
    const domain = aDomain({
      state: 'verified',
      hosts: [
        { id: 1, host: 'www.harbour.test', target: { kind: 'site', uuid: 'u', name: 'Harbour site' }, served: true },
      ],
    });
    fakeNetwork(() => ({ body: { success: true, data: [domain] } }));
    showPage();
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(within(card).getByText(domain.records.txt.name)).toBeTruthy();
    expect(within(card).getByText(domain.records.txt.value)).toBeTruthy();
    expect(within(card).getByText('sites.aerie.test')).toBeTruthy();
    expect(within(card).getByText(/Harbour site/)).toBeTruthy();
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('adds a domain and shows a refusal under the field', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              success: false,
              error: 'conflict',
              message: 'name: x',
              errors: { name: [DOMAIN_MESSAGES.claimed] },
            },
          }
        : { body: { success: true, data: [] } },
    );
    showPage();
    await screen.findByText('No domains yet');
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'https://Taken.test/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(DOMAIN_MESSAGES.claimed)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: expect.stringMatching(/\/workspaces\/harbour\/domains$/),
      body: { name: 'https://Taken.test/' },
    });
  });

  it('verifies a pending domain and says when the record is not found yet', async () => {
    const failing = aDomain({
      state: 'failing',
      last_error: 'No TXT record found',
      last_checked_at: '2026-11-29T10:05:00.000Z',
    });
    fakeNetwork((call) =>
      call.method === 'POST'
        ? { body: { success: true, message: DOMAIN_MESSAGES.notVerified, data: failing } }
        : { body: { success: true, data: [aDomain()] } },
    );
    showPage();
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    expect(within(card).getByText('Waiting for DNS')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(DOMAIN_MESSAGES.notVerified)).toBeTruthy();
  });

  it('removes a domain after a confirm', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'DELETE'
        ? { body: { success: true, message: 'Removed.' } }
        : { body: { success: true, data: [aDomain()] } },
    );
    showPage();
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByText('www.harbour.test was removed.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/domains/5'))).toBe(true);
  });
});
