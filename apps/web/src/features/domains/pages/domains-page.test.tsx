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

const UNCHECKED = { state: 'unchecked', issuer: null, expires_at: null, error: null, checked_at: null } as const;

const TARGETS = [
  {
    kind: 'site',
    uuid: '11111111-1111-4111-8111-111111111111',
    name: 'Harbour site',
    project: 'Web',
    unavailable: null,
  },
  {
    kind: 'site',
    uuid: '22222222-2222-4222-8222-222222222222',
    name: 'Draft site',
    project: 'Web',
    unavailable: 'A custom domain is part of a paid site plan. Choose a plan to continue.',
  },
  {
    kind: 'store',
    uuid: '33333333-3333-4333-8333-333333333333',
    name: 'Harbour shop',
    project: 'Shop',
    unavailable: null,
  },
  { kind: 'deployment', slug: 'app0deploy01', name: 'api (main) on box', project: 'Apps', unavailable: null },
  {
    kind: 'deployment',
    slug: 'app0deploy02',
    name: 'worker (main) on box',
    project: 'Apps',
    unavailable: DOMAIN_MESSAGES.deploymentNeedsPort,
  },
];

/** The page's two reads: the domains, and what a host can point at. */
const reads = (path: string, domains: Domain[]) => ({
  body: { success: true, data: path.endsWith('/domain-targets') ? TARGETS : domains },
});

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
        {
          id: 1,
          host: 'www.harbour.test',
          target: { kind: 'site', uuid: 'u', name: 'Harbour site' },
          served: true,
          serving: null,
          certificate: {
            state: 'issued',
            issuer: "Let's Encrypt",
            expires_at: '2027-02-12T10:00:00.000Z',
            error: null,
            checked_at: '2026-11-29T10:00:00.000Z',
          },
        },
      ],
    });
    fakeNetwork((call) => reads(call.path, [domain]));
    showPage();
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(within(card).getByText(domain.records.txt.name)).toBeTruthy();
    expect(within(card).getByText(domain.records.txt.value)).toBeTruthy();
    expect(within(card).getByText('sites.aerie.test')).toBeTruthy();
    expect(within(card).getByText('→ site Harbour site')).toBeTruthy();
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).getByText(/HTTPS: certificate from Let's Encrypt, valid until/)).toBeTruthy();
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
        : reads(call.path, []),
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
        : reads(call.path, [aDomain()]),
    );
    showPage();
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    expect(within(card).getByText('Waiting for DNS')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(DOMAIN_MESSAGES.notVerified)).toBeTruthy();
  });

  it('removes a domain after a confirm', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'DELETE' ? { body: { success: true, message: 'Removed.' } } : reads(call.path, [aDomain()]),
    );
    showPage();
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByText('www.harbour.test was removed.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/domains/5'))).toBe(true);
  });

  it('points a typed label under the domain at a chosen site; a site without a plan cannot be chosen', async () => {
    const domain = aDomain({ name: 'harbour.test', state: 'verified' });
    const calls = fakeNetwork((call) =>
      call.method === 'PUT'
        ? { body: { success: true, message: 'www.harbour.test now points at the site.', data: domain } }
        : reads(call.path, [domain]),
    );
    showPage();
    const card = await screen.findByRole('region', { name: 'harbour.test' });
    const select = await within(card).findByLabelText('Points at');
    expect((within(card).getByRole('option', { name: /Draft site/ }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText('Host'), { target: { value: 'www' } });
    fireEvent.change(select, { target: { value: `site:${TARGETS[0]!.uuid}` } });
    fireEvent.click(within(card).getByRole('button', { name: 'Point host' }));
    expect(await screen.findByText('www.harbour.test now points at the site.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: expect.stringMatching(/\/domains\/5\/hosts$/),
      body: { host: 'www.harbour.test', target: { kind: 'site', uuid: TARGETS[0]!.uuid } },
    });
  });

  it('shows a host refusal under its field, and stops pointing a host', async () => {
    const domain = aDomain({
      name: 'harbour.test',
      state: 'verified',
      hosts: [
        {
          id: 9,
          host: 'shop.harbour.test',
          target: { kind: 'store', uuid: 'u', name: 'Shop' },
          served: true,
          serving: null,
          certificate: UNCHECKED,
        },
      ],
    });
    const calls = fakeNetwork((call) => {
      if (call.method === 'PUT')
        return {
          status: 400,
          body: { success: false, error: 'validation', message: 'x', errors: { host: [DOMAIN_MESSAGES.hostOutside] } },
        };
      if (call.method === 'DELETE')
        return { body: { success: true, message: 'shop.harbour.test no longer answers.', data: domain } };
      return reads(call.path, [domain]);
    });
    showPage();
    const card = await screen.findByRole('region', { name: 'harbour.test' });
    fireEvent.change(await within(card).findByLabelText('Points at'), {
      target: { value: `store:${TARGETS[2]!.uuid}` },
    });
    fireEvent.change(within(card).getByLabelText('Host'), { target: { value: 'elsewhere.test' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Point host' }));
    expect(await within(card).findByText(DOMAIN_MESSAGES.hostOutside)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Stop pointing shop.harbour.test' }));
    expect(await screen.findByText('shop.harbour.test no longer answers.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/domain-hosts/9'))).toBe(true);
  });

  it('points a host at an app by its slug; an app without a port, or on a pending domain, cannot be chosen', async () => {
    const verified = aDomain({ name: 'harbour.test', state: 'verified' });
    const pending = aDomain({ id: 6, name: 'pending.test' });
    const calls = fakeNetwork((call) =>
      call.method === 'PUT'
        ? { body: { success: true, message: 'api.harbour.test now points at the deployment.', data: verified } }
        : reads(call.path, [verified, pending]),
    );
    showPage();
    const pendingCard = await screen.findByRole('region', { name: 'pending.test' });
    await within(pendingCard).findByLabelText('Points at');
    const pendingOption = within(pendingCard).getByRole('option', { name: /api \(main\) on box/ }) as HTMLOptionElement;
    expect(pendingOption.disabled).toBe(true);
    expect(pendingOption.textContent).toContain('verify the domain first');

    const card = screen.getByRole('region', { name: 'harbour.test' });
    const portless = within(card).getByRole('option', { name: /worker \(main\) on box/ }) as HTMLOptionElement;
    expect(portless.disabled).toBe(true);
    expect(portless.textContent).toContain('set its app port first');
    fireEvent.change(within(card).getByLabelText('Host'), { target: { value: 'api' } });
    fireEvent.change(within(card).getByLabelText('Points at'), { target: { value: 'deployment:app0deploy01' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Point host' }));
    expect(await screen.findByText('api.harbour.test now points at the deployment.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      body: { host: 'api.harbour.test', target: { kind: 'deployment', slug: 'app0deploy01' } },
    });
  });

  it("shows how Caddy serves an app's host, and why it could not be updated", async () => {
    const serving = { server: 'box', server_ip: '203.0.113.9', app_port: 3000, synced_at: null };
    const domain = aDomain({
      name: 'harbour.test',
      state: 'verified',
      hosts: [
        {
          id: 1,
          host: 'api.harbour.test',
          target: { kind: 'deployment', slug: 'app0deploy01', name: 'api (main) on box' },
          served: true,
          serving: { ...serving, state: 'served', error: null },
          certificate: UNCHECKED,
        },
        {
          id: 2,
          host: 'old.harbour.test',
          target: { kind: 'deployment', slug: 'app0deploy01', name: 'api (main) on box' },
          served: false,
          serving: { ...serving, state: 'failing', error: 'Install Caddy with: sudo apt-get install -y caddy' },
          certificate: UNCHECKED,
        },
      ],
    });
    fakeNetwork((call) => reads(call.path, [domain]));
    showPage();
    const live = await screen.findByLabelText('How api.harbour.test is served');
    expect(live.textContent).toBe(
      'Served over HTTPS by Caddy on box, forwarding to port 3000. Point its A record at 203.0.113.9.',
    );
    expect(screen.getByLabelText('How old.harbour.test is served').textContent).toContain(
      'Caddy could not be updated on box: Install Caddy with: sudo apt-get install -y caddy',
    );
    expect(screen.getByText('Caddy not updated')).toBeTruthy();
  });

  it('does not offer pointing to a member who may not manage domains', async () => {
    const calls = fakeNetwork((call) => reads(call.path, [aDomain({ state: 'verified' })]));
    showPage('developer');
    const card = await screen.findByRole('region', { name: 'www.harbour.test' });
    expect(within(card).queryByLabelText('Points at')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/domain-targets'))).toBe(false);
  });

  it('checks a host’s certificate now and says why there is none', async () => {
    const reason = 'Nothing answers HTTPS at shop.harbour.test yet: point its DNS record as shown above.';
    const host = {
      id: 9,
      host: 'shop.harbour.test',
      target: { kind: 'store' as const, uuid: 'u', name: 'Shop' },
      served: true,
      serving: null,
      certificate: UNCHECKED,
    };
    const domain = aDomain({ name: 'harbour.test', state: 'verified', hosts: [host] });
    const failing = {
      ...domain,
      hosts: [{ ...host, certificate: { ...UNCHECKED, state: 'failing' as const, error: reason } }],
    };
    let checked = false;
    const calls = fakeNetwork((call) => {
      if (call.method === 'POST') {
        checked = true;
        return { body: { success: true, message: reason, data: failing } };
      }
      return reads(call.path, [checked ? failing : domain]);
    });
    showPage();
    const card = await screen.findByRole('region', { name: 'harbour.test' });
    expect(within(card).getByText(/HTTPS: not checked yet/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Check the certificate now' }));
    expect(await within(card).findByText(`HTTPS: no certificate yet. ${reason}`)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/domain-hosts/9/certificate'))).toBe(
      true,
    );
  });
});
