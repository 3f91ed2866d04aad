// @vitest-environment jsdom
import { MESSAGES, STORE_MESSAGES, type WorkspaceRole } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ProjectOutletContext } from '@/lib/project-context';
import { roleOf } from '@/lib/testing/project-page';

import { aStore, fakeNetwork, storePage, withQueryClient, type FakeCall } from '../test-support';
import StoresPage from './stores-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PROJECT_UID = 'p1a2b3c4d5e6';
const OWNER_ID = 7;

const active = aStore();
const suspended = aStore({
  id: 2,
  name: 'Studio Shop',
  status: 0,
  store: { domain: 'studio-shop', full_domain: 'studio-shop.stores.localhost:8080' },
  url: 'http://studio-shop.stores.localhost:8080/',
});

function showPage({
  userId,
  role,
  address = `/dashboard/project/${PROJECT_UID}/store`,
}: {
  userId: number;
  role?: WorkspaceRole;
  address?: string;
}) {
  const context = {
    user: { user_id: userId },
    workspace: null,
    project: { u_id: PROJECT_UID, business_id: OWNER_ID },
    role: roleOf(userId, role),
  } as unknown as ProjectOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/project/:uid',
        element: <Outlet context={context} />,
        children: [{ path: 'store', element: <StoresPage /> }],
      },
    ],
    { initialEntries: [address] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

const pageOf = (call: FakeCall) => Number(new URL(call.path, 'http://app.test').searchParams.get('page'));

describe('StoresPage', () => {
  it("lists the project's stores with status, address, badges, dates, VIEW STORE and LOGIN", async () => {
    const calls = fakeNetwork((call) => ({ body: storePage([active, suspended], pageOf(call)) }));
    showPage({ userId: OWNER_ID });
    await screen.findByText('Harbour Goods');
    expect(calls[0]?.path).toBe(`/store-api/store/one?uuid=${PROJECT_UID}&page=1`);

    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    const address = screen.getByRole('link', { name: /^harbour-goods\.stores\.localhost:8080/ });
    expect(address.getAttribute('href')).toBe('http://harbour-goods.stores.localhost:8080/');
    expect(address.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByText('USD')).toHaveLength(2);
    expect(screen.getAllByText('1 Oct 2026')).toHaveLength(2);

    const view = screen.getByRole('link', { name: /^View store Harbour Goods/ });
    expect(view.getAttribute('href')).toBe('http://harbour-goods.stores.localhost:8080/');
    expect(view.getAttribute('target')).toBe('_blank');
    const login = screen.getByRole('link', { name: /^Log in to Harbour Goods/ });
    expect(login.getAttribute('href')).toBe('http://harbour-goods.stores.localhost:8080/login');
    expect(login.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Create new online store/ }).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/store/create`,
    );
  });

  it('reads No shop URL for a store without an address', async () => {
    fakeNetwork(() => ({ body: storePage([aStore({ store: { domain: '', full_domain: '' } })]) }));
    showPage({ userId: OWNER_ID });
    expect(await screen.findByText(MESSAGES.noShopUrl)).toBeTruthy();
  });

  it('offers delete to the project admin only', async () => {
    fakeNetwork(() => ({ body: storePage([active]) }));
    showPage({ userId: OWNER_ID });
    await screen.findByText('Harbour Goods');
    expect(screen.getByRole('button', { name: 'Delete store Harbour Goods' })).toBeTruthy();
    cleanup();

    fakeNetwork(() => ({ body: storePage([active]) }));
    showPage({ userId: OWNER_ID + 1 });
    await screen.findByText('Harbour Goods');
    expect(screen.queryByRole('button', { name: 'Delete store Harbour Goods' })).toBeNull();
  });

  it('deletes after confirming, shows the message and reloads the list 2.5 s later', async () => {
    let deleted = false;
    const calls = fakeNetwork((call) => {
      if (call.path.includes('/store/delete/')) {
        deleted = true;
        return { body: { success: true, message: STORE_MESSAGES.deleted } };
      }
      return { body: storePage(deleted ? [] : [active]) };
    });
    showPage({ userId: OWNER_ID });
    await screen.findByText('Harbour Goods');
    fireEvent.click(screen.getByRole('button', { name: 'Delete store Harbour Goods' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete store' })));
    expect((await screen.findByRole('status')).textContent).toBe(STORE_MESSAGES.deleted);
    expect(calls.some((call) => call.path === `/store-api/store/delete/${active.id}`)).toBe(true);
    expect(await screen.findByText('No online stores in this project yet', {}, { timeout: 4000 })).toBeTruthy();
  });

  describe('ADMIN', () => {
    const ADMIN_URL = 'http://harbour-goods.stores.localhost:8080/admin#session=tok123';
    const openAnswer = (call: FakeCall) =>
      call.path.startsWith('/store-api/seller/open/')
        ? { body: { success: true, data: { url: ADMIN_URL, expires_at: '2026-11-23T04:00:00.000Z' } } }
        : { body: storePage([active]) };
    /** A blank tab as `window.open('', '_blank')` hands it back; the test reads where it was sent. */
    const fakeTab = () => ({ opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() });

    it("opens the store's admin for a developer or above: a blank tab on click, sent to the seller session's address", async () => {
      const calls = fakeNetwork(openAnswer);
      const tab = fakeTab();
      const open = vi.fn(() => tab);
      vi.stubGlobal('open', open);
      showPage({ userId: OWNER_ID + 1 });
      await screen.findByText('Harbour Goods');
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Open the admin of Harbour Goods (opens in a new tab)' })),
      );
      // Opened in the click itself (popup blockers allow it), with no way back to the dashboard.
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      expect(calls.find((call) => call.path.startsWith('/store-api/seller/'))).toMatchObject({
        method: 'POST',
        path: `/store-api/seller/open/${active.uuid}`,
      });
      await vi.waitFor(() => expect(tab.location.href).toBe(ADMIN_URL));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows a guest the admin, a new store and the themes unavailable, with the reason, and opens nothing', async () => {
      const calls = fakeNetwork(openAnswer);
      const open = vi.fn();
      vi.stubGlobal('open', open);
      showPage({ userId: OWNER_ID + 1, role: 'guest' });
      await screen.findByText('Harbour Goods');
      const reason = 'Only a developer or above can manage stores.';
      const admin = screen.getByRole('button', { name: /^Open the admin of Harbour Goods/ });
      expect(admin.getAttribute('aria-disabled')).toBe('true');
      await act(async () => fireEvent.click(admin));
      expect(screen.getByRole('tooltip').textContent).toBe(reason);
      expect(open).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: /Create new online store/ })).toBeNull();
      const select = screen.getByRole('button', { name: 'Select Agency starter for a new store' });
      expect(select.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(select);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls.every((call) => call.method === 'GET')).toBe(true);
    });

    it('offers a link when the browser blocks the tab', async () => {
      fakeNetwork(openAnswer);
      vi.stubGlobal(
        'open',
        vi.fn(() => null),
      );
      showPage({ userId: OWNER_ID });
      await screen.findByText('Harbour Goods');
      fireEvent.click(screen.getByRole('button', { name: /^Open the admin of Harbour Goods/ }));
      const link = await screen.findByRole('link', { name: /open the admin of Harbour Goods/ });
      expect(link.getAttribute('href')).toBe(ADMIN_URL);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it("closes the blank tab and shows the server's message when the call fails", async () => {
      fakeNetwork((call) =>
        call.path.startsWith('/store-api/seller/open/')
          ? { status: 404, body: { success: false, error: 'not_found', message: 'The store was not found.' } }
          : { body: storePage([active]) },
      );
      const tab = fakeTab();
      vi.stubGlobal(
        'open',
        vi.fn(() => tab),
      );
      showPage({ userId: OWNER_ID });
      await screen.findByText('Harbour Goods');
      fireEvent.click(screen.getByRole('button', { name: /^Open the admin of Harbour Goods/ }));
      expect((await screen.findByRole('alert')).textContent).toBe('The store was not found.');
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    });
  });

  it('asks for the page in the address and numbers the pages', async () => {
    const calls = fakeNetwork((call) => ({ body: storePage([active], pageOf(call), 11) }));
    showPage({ userId: OWNER_ID, address: `/dashboard/project/${PROJECT_UID}/store?page=2` });
    await screen.findByText('Harbour Goods');
    expect(calls[0]?.path).toBe(`/store-api/store/one?uuid=${PROJECT_UID}&page=2`);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the project has no store yet, and still shows the themes', async () => {
    fakeNetwork(() => ({ body: storePage([]) }));
    showPage({ userId: OWNER_ID });
    expect(await screen.findByText('No online stores in this project yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Agency starter for a new store' })).toBeTruthy();
  });
});
