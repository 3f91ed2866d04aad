// @vitest-environment jsdom
import type { AccessToken } from '@aerie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AccessTokensSection } from './access-tokens-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = 'aerie_pat_ab12cd34ef56gh78ij90kl12mn34op56';

function aToken(overrides: Partial<AccessToken> = {}): AccessToken {
  return {
    id: 5,
    name: 'laptop',
    prefix: 'aerie_pat_ab12',
    created_at: '2026-11-01T09:00:00.000Z',
    last_used_at: null,
    expires_at: '2027-01-30T09:00:00.000Z',
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A small token store behind the three calls, so the list follows what the section does. */
function fakeTokenServer(initial: AccessToken[] = []) {
  let tokens = [...initial];
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      calls.push({ method, path, body });
      let reply: unknown;
      if (method === 'GET') reply = { success: true, data: tokens };
      else if (method === 'POST') {
        const token = aToken({ id: 9, name: String(body?.name), prefix: SECRET.slice(0, 14) });
        tokens = [token, ...tokens];
        reply = { success: true, data: { ...token, token: SECRET } };
      } else {
        tokens = tokens.filter((token) => `/api/user/tokens/${token.id}` !== path);
        reply = { success: true, message: 'Token revoked.' };
      }
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function showSection() {
  const router = createMemoryRouter([{ path: '/dashboard/profile', element: <AccessTokensSection /> }], {
    initialEntries: ['/dashboard/profile#access-tokens'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AccessTokensSection', () => {
  it('lists tokens by name and prefix with their dates, never a secret', async () => {
    fakeTokenServer([aToken()]);
    showSection();
    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    expect(within(list).getByText('laptop')).toBeTruthy();
    expect(within(list).getByText('aerie_pat_ab12…')).toBeTruthy();
    expect(within(list).getByText('1 Nov 2026')).toBeTruthy();
    expect(within(list).getByText('Never')).toBeTruthy();
    expect(within(list).getByText('30 Jan 2027')).toBeTruthy();
    expect(document.getElementById('access-tokens')).toBeTruthy();
  });

  it('shows a new token’s secret once, with a copy button and a warning, and never again', async () => {
    const calls = fakeTokenServer();
    showSection();
    expect(await screen.findByText('No tokens yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'ci' } });
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: 'never' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(/it won.t be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the token' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'ci', expires_in_days: null });

    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    expect(within(list).getByText('ci')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks before revoking, then drops the token from the list', async () => {
    const calls = fakeTokenServer([aToken()]);
    showSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token revoked.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/user/tokens/5');
    expect(await screen.findByText('No tokens yet')).toBeTruthy();
  });

  it('sends the chosen expiry in days', async () => {
    const calls = fakeTokenServer();
    showSection();
    await screen.findByText('No tokens yet');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'laptop' } });
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '365' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByText(SECRET);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'laptop', expires_in_days: 365 });
  });
});
