// @vitest-environment jsdom
import { REPOSITORY_MESSAGES, REPOSITORY_RULES, type Integration } from '@aerie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork } from '@/lib/testing/fake-network';
import type { DashboardOutletContext } from '@/lib/dashboard-context';

import { leaveForProvider, reloadWithoutQuery } from '../browser-navigation';
import { INTEGRATION_PLATFORM_KEY } from '../integration-storage';
import IntegrationsPage from './integrations-page';

// The two full page loads are watched, not made: jsdom cannot leave the page.
vi.mock('../browser-navigation', () => ({ leaveForProvider: vi.fn(), reloadWithoutQuery: vi.fn() }));

const WORKSPACE = { id: 3, slug: 'harbour', name: 'Harbour', role: 'owner' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(leaveForProvider).mockReset();
  vi.mocked(reloadWithoutQuery).mockReset();
});

function anIntegration(overrides: Partial<Integration> = {}): Integration {
  return {
    name: 'GitHub',
    platform: 'github',
    image: '/images/platforms/github.svg',
    badges: ['Import', 'Create'],
    isActive: false,
    description: 'Import and create repositories on GitHub.',
    u_id: WORKSPACE.id,
    status: 'disconnected',
    configured: true,
    account: null,
    connected_at: null,
    ...overrides,
  };
}

function showPage(address = '/dashboard/integrations', role = WORKSPACE.role) {
  const context = { user: { user_id: 7 }, workspace: { ...WORKSPACE, role } } as unknown as DashboardOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Outlet context={context} />,
        children: [{ path: 'integrations', element: <IntegrationsPage /> }],
      },
    ],
    { initialEntries: [address] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const THREE = [
  anIntegration(),
  anIntegration({ name: 'GitLab', platform: 'gitlab', image: '/images/platforms/gitlab.svg', configured: false }),
  anIntegration({
    name: 'Bitbucket',
    platform: 'bitbucket',
    image: '/images/platforms/bitbucket.svg',
    isActive: true,
    status: 'connected',
    account: 'harbour-team',
    connected_at: '2026-11-01T10:00:00.000Z',
  }),
];

function cardOf(platform: string) {
  return screen.findByTestId(`integration-${platform}`);
}

describe('IntegrationsPage', () => {
  it('shows the three platforms: Add, Remove, and a not-configured card without a button', async () => {
    fakeNetwork(() => ({ body: { success: true, data: THREE } }));
    showPage();
    await screen.findByRole('heading', { name: 'GitHub' });
    expect(within(await cardOf('github')).getByRole('button', { name: 'Add Integration' })).toBeTruthy();
    expect(within(await cardOf('bitbucket')).getByRole('button', { name: 'Remove Integration' })).toBeTruthy();
    expect(within(await cardOf('bitbucket')).getByText('harbour-team')).toBeTruthy();
    const gitlab = await cardOf('gitlab');
    expect(within(gitlab).getByText(REPOSITORY_MESSAGES.notConfigured)).toBeTruthy();
    expect(within(gitlab).queryByRole('button')).toBeNull();
  });

  it('shows a developer Add and Remove unavailable, with the reason, and sends nothing', async () => {
    const calls = fakeNetwork(() => ({ body: { success: true, data: THREE } }));
    showPage('/dashboard/integrations', 'developer');
    const add = within(await cardOf('github')).getByRole('button', { name: 'Add Integration' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(add);
    fireEvent.focus(add);
    expect(screen.getByRole('tooltip').textContent).toBe('Only a maintainer or above can manage repositories.');
    const remove = within(await cardOf('bitbucket')).getByRole('button', { name: 'Remove Integration' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('stores the platform, asks for the config with the workspace, and goes to the authorize page', async () => {
    const authorizeUrl = 'https://github.com/login/oauth/authorize?client_id=abc&state=s1';
    const calls = fakeNetwork((call) =>
      call.path.startsWith('/api/repositories/github/config')
        ? {
            body: {
              success: true,
              data: {
                platform: 'github',
                client_id: 'abc',
                redirect_url: 'http://localhost:8080/dashboard/integrations',
                scope: 'repo user write:public_key',
                state: 's1',
                authorize_url: authorizeUrl,
              },
            },
          }
        : { body: { success: true, data: THREE } },
    );
    showPage();
    fireEvent.click(within(await cardOf('github')).getByRole('button', { name: 'Add Integration' }));
    await vi.waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(authorizeUrl));
    expect(localStorage.getItem(INTEGRATION_PLATFORM_KEY)).toBe('github');
    expect(calls.map((call) => call.path)).toContain(`/api/repositories/github/config?business_id=${WORKSPACE.id}`);
  });

  it('on return sends the code, the workspace, the stored platform and the state, then clears the query', async () => {
    localStorage.setItem(INTEGRATION_PLATFORM_KEY, 'github');
    let connected = false;
    const calls = fakeNetwork((call) => {
      if (call.method === 'POST') {
        connected = true;
        return { body: { success: true, message: REPOSITORY_MESSAGES.integrated('GitHub') } };
      }
      return {
        body: {
          success: true,
          data: connected ? [anIntegration({ isActive: true, status: 'connected' })] : [anIntegration()],
        },
      };
    });
    const router = showPage('/dashboard/integrations?code=c0de&state=st4te');
    expect(await screen.findByText(REPOSITORY_MESSAGES.integrated('GitHub'))).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/repositories/integrate',
      body: { code: 'c0de', business_id: WORKSPACE.id, platform: 'github', state: 'st4te' },
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(INTEGRATION_PLATFORM_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Remove Integration' })).toBeTruthy();
  });

  it('shows the connection when the first list, read before the integration, answers after it', async () => {
    localStorage.setItem(INTEGRATION_PLATFORM_KEY, 'github');
    let connected = false;
    let releaseFirstList = () => {};
    const firstListHeld = new Promise<void>((resolve) => (releaseFirstList = resolve));
    let lists = 0;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit = {}) => {
        if (init.method === 'POST') {
          connected = true;
          setTimeout(releaseFirstList, 0);
          return json({ success: true, message: REPOSITORY_MESSAGES.integrated('GitHub') });
        }
        lists += 1;
        const data = connected ? [anIntegration({ isActive: true, status: 'connected' })] : [anIntegration()];
        // The page's first list was read before the integration was saved, and its answer arrives after.
        if (lists === 1) await firstListHeld;
        return json({ success: true, data });
      }),
    );
    showPage('/dashboard/integrations?code=c0de&state=st4te');
    expect(await screen.findByText(REPOSITORY_MESSAGES.integrated('GitHub'))).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Integration' })).toBeTruthy();
  });

  it('clears the success banner after 3.5 s', async () => {
    localStorage.setItem(INTEGRATION_PLATFORM_KEY, 'github');
    fakeNetwork((call) =>
      call.method === 'POST'
        ? { body: { success: true, message: 'GitHub has been integrated successfully.' } }
        : { body: { success: true, data: [anIntegration()] } },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showPage('/dashboard/integrations?code=c0de&state=st4te');
    expect(await screen.findByText('GitHub has been integrated successfully.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(REPOSITORY_RULES.noticeMs));
    expect(screen.queryByText('GitHub has been integrated successfully.')).toBeNull();
  });

  it('shows the server’s message when integrating fails, and still clears the query', async () => {
    localStorage.setItem(INTEGRATION_PLATFORM_KEY, 'github');
    fakeNetwork((call) =>
      call.method === 'POST'
        ? { status: 400, body: { success: false, message: REPOSITORY_MESSAGES.stateMismatch, error: 'state_mismatch' } }
        : { body: { success: true, data: [anIntegration()] } },
    );
    const router = showPage('/dashboard/integrations?code=c0de&state=forged');
    expect(await screen.findByText(REPOSITORY_MESSAGES.stateMismatch)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('removes an integration, then reloads the page without its query string', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'DELETE'
        ? { body: { success: true, message: REPOSITORY_MESSAGES.revoked('Bitbucket') } }
        : { body: { success: true, data: THREE } },
    );
    showPage();
    await screen.findByRole('heading', { name: 'Bitbucket' });
    fireEvent.click(within(await cardOf('bitbucket')).getByRole('button', { name: 'Remove Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bitbucket?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Integration' }));
    await vi.waitFor(() => expect(reloadWithoutQuery).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/repositories/${WORKSPACE.slug}/bitbucket`);
  });
});
