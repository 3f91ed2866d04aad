// @vitest-environment jsdom
import { MESSAGES, STORE_MESSAGES } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aStore, fakeNetwork, withQueryClient, type FakeCall } from '../test-support';
import { SellerAccountModal } from './seller-account-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROJECT_UID = 'p1a2b3c4d5e6';
const TOKEN = 'a'.repeat(43);

function showModal() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/project/:uid/store/create',
        element: (
          <SellerAccountModal
            projectUid={PROJECT_UID}
            theme={{ id: 'agency', name: 'Agency starter' }}
            storesHost="stores.localhost:8080"
            onClose={vi.fn()}
          />
        ),
      },
      { path: '/dashboard/project/:uid/store', element: <p>The Store page</p> },
    ],
    { initialEntries: [`/dashboard/project/${PROJECT_UID}/store/create`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

function fillIn({ domain = 'Corner-Shop' } = {}) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Corner Shop' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Seller@Example.COM' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'seller-secret-1' } });
  fireEvent.change(screen.getByLabelText('Store url'), { target: { value: domain } });
}

const tokenReply = { body: { success: true, status: 200, message: 'ok', data: { token: TOKEN, expires_at: '' } } };

describe('SellerAccountModal', () => {
  it('previews {url}.{stores host}, lowercased, and keeps Create disabled until every field is filled', async () => {
    fakeNetwork(() => tokenReply);
    showModal();
    expect(screen.getByRole('button', { name: 'Create store' }).hasAttribute('disabled')).toBe(true);
    fillIn({ domain: 'My Shop' });
    expect(screen.getByTestId('address-preview').textContent).toBe('myshop.stores.localhost:8080');
    expect(screen.getByRole('button', { name: 'Create store' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for a token, registers in a POST body (email and url lowercased), shows the message, then opens the Store page', async () => {
    const calls = fakeNetwork((call: FakeCall) =>
      call.path.endsWith('/gettoken')
        ? tokenReply
        : {
            body: {
              success: true,
              status: 200,
              message: STORE_MESSAGES.created,
              data: { msg: STORE_MESSAGES.created, store: aStore() },
            },
          },
    );
    const router = showModal();
    fillIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create store' })));
    expect((await screen.findByRole('status')).textContent).toBe(STORE_MESSAGES.created);
    expect(calls).toEqual([
      { method: 'GET', path: '/store-api/load/test/gettoken', body: undefined },
      {
        method: 'POST',
        path: '/store-api/store/register',
        body: {
          name: 'Corner Shop',
          email: 'seller@example.com',
          password: 'seller-secret-1',
          domain: 'corner-shop',
          uuid: PROJECT_UID,
          theme: 'agency',
          token: TOKEN,
        },
      },
    ]);
    expect(await screen.findByText('The Store page', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/store`);
  });

  it('shows a taken url beside its field', async () => {
    fakeNetwork((call) =>
      call.path.endsWith('/gettoken')
        ? tokenReply
        : {
            status: 409,
            body: {
              success: false,
              error: 'conflict',
              message: STORE_MESSAGES.domainTaken,
              errors: { domain: [STORE_MESSAGES.domainTaken] },
            },
          },
    );
    showModal();
    fillIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create store' })));
    expect(await screen.findByText(STORE_MESSAGES.domainTaken)).toBeTruthy();
    // Beside the field, not in the dialog's red alert.
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.id)).toEqual(['seller-domain-error']);
  });

  it("says 'Sorry, an error occured. Try again' when the network fails", async () => {
    fakeNetwork(() => 'network-error');
    showModal();
    fillIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create store' })));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.genericNetworkError);
  });
});
