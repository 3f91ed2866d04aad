// @vitest-environment jsdom
import { HOST_PREFIX, SELLER_INVALID_CREDENTIALS } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/lib/api-client';
import { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';

import {
  adminPathAfterLogin,
  endSellerSession,
  readDeviceToken,
  readSellerToken,
  storeDeviceToken,
} from '../seller-session';
import { LoginPage } from './login-page';

// As seller/main.tsx sets it up: the one API client, speaking as the seller on the store's own origin.
beforeAll(() =>
  configureApiClient({
    hostBase: { store: HOST_PREFIX.store },
    readToken: readSellerToken,
    onUnauthorized: endSellerSession,
  }),
);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <p>admin home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

async function logIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-good-password-1' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
}

describe('the seller’s sign-in', () => {
  it('signs in on the store host with this browser’s device token and keeps the new session on this origin', async () => {
    storeDeviceToken('device-before');
    const calls = fakeNetwork(() => ({
      body: {
        success: true,
        message: 'Logged in.',
        access_token: 'seller-session',
        token_type: 'Bearer',
        expires_at: '2027-01-01T00:00:00.000Z',
        device_token: 'device-after',
      },
    }));
    const router = showLogin();
    await logIn();
    expect(calls).toEqual<FakeCall[]>([
      {
        method: 'POST',
        path: '/store-api/seller/login',
        body: { email: 'sam@example.com', password: 'a-good-password-1', device_token: 'device-before' },
      },
    ]);
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(readSellerToken()).toBe('seller-session');
    expect(readDeviceToken()).toBe('device-after');
  });

  it('shows the server’s refusal and stays signed out', async () => {
    fakeNetwork(() => ({
      status: 401,
      body: { success: false, message: SELLER_INVALID_CREDENTIALS, error: 'invalid_credentials' },
    }));
    const router = showLogin();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toContain(SELLER_INVALID_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/login');
    expect(readSellerToken()).toBeNull();
  });
});

describe('coming back after sign-in', () => {
  it('opens the admin page the seller was sent from (the new-order e-mail’s link), and only an admin page', () => {
    expect(adminPathAfterLogin('/admin/orders/11111111-2222-4333-8444-555555555555')).toBe(
      '/admin/orders/11111111-2222-4333-8444-555555555555',
    );
    for (const next of [
      null,
      '',
      '//evil.example/admin',
      'https://evil.example',
      '/admin/../x',
      '/administrator',
      '/admin?x=1',
    ]) {
      expect(adminPathAfterLogin(next)).toBe('/admin');
    }
  });
});
