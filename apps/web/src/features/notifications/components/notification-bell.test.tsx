// @vitest-environment jsdom
import type { Notification } from '@aerie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToken, storeToken } from '@/lib/auth-token';

import { NotificationBell } from './notification-bell';

const TOKEN = 'session-token-123';

function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 11,
    type: 'task.assigned',
    title: 'You were assigned “Write the launch post”',
    context: 'Shop',
    link: '/dashboard/project/p1a2b3c4d5e6/workflow',
    read_at: null,
    created_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** The bell's server: the count, the list, the read calls, and a live stream the test writes to. */
function fakeBellServer(options: { unread: number; notifications: Notification[] }) {
  const calls: Call[] = [];
  const encoder = new TextEncoder();
  let push: (frame: string) => void = () => {};
  let unread = options.unread;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path, headers: (init.headers ?? {}) as Record<string, string> });
      if (path.endsWith('/notifications/stream')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (frame) => controller.enqueue(encoder.encode(frame));
            push(`event: unread\ndata: {"unread":${unread}}\n\n`);
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      if (path.endsWith('/notifications/unread-count')) return json({ success: true, data: { unread } });
      if (path.endsWith('/notifications/read-all')) {
        unread = 0;
        return json({ success: true, data: { unread } });
      }
      if (/\/notifications\/\d+\/read$/.test(path)) {
        unread -= 1;
        return json({ success: true, data: { unread } });
      }
      return json({ success: true, data: { notifications: options.notifications, next_cursor: null, unread } });
    }),
  );
  return { calls, push: (count: number) => act(() => push(`event: unread\ndata: {"unread":${count}}\n\n`)) };
}

function showBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }], { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => storeToken(TOKEN));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('the notification bell', () => {
  it('shows the unread count and raises it when the stream says so, without a reload', async () => {
    const server = fakeBellServer({ unread: 2, notifications: [] });
    showBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    server.push(3);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    // The stream is read with the token in a header: the URL carries none.
    const stream = server.calls.find((call) => call.path.endsWith('/notifications/stream'))!;
    expect(stream.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(stream.path).not.toContain(TOKEN);
  });

  it('lists the notifications, unread ones marked, each a link to its object; Mark all read clears the badge', async () => {
    const server = fakeBellServer({
      unread: 1,
      notifications: [
        aNotification(),
        aNotification({ id: 10, title: 'Deploy of shop-web succeeded', read_at: '2026-11-02T10:00:00.000Z' }),
      ],
    });
    showBell();
    const trigger = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    // An item is named by what it shows: the title (after "Unread: " when unread), its project and time.
    const unread = await within(menu).findByRole('menuitem', {
      name: /^Unread: You were assigned “Write the launch post”/,
    });
    expect(unread.getAttribute('href')).toBe('/dashboard/project/p1a2b3c4d5e6/workflow');
    expect(within(menu).getByRole('menuitem', { name: /^Deploy of shop-web succeeded/ })).toBeTruthy();

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(server.calls.some((call) => call.method === 'POST' && call.path.endsWith('/notifications/read-all'))).toBe(
      true,
    );
  });

  it('marks a notification read when it is opened', async () => {
    const server = fakeBellServer({ unread: 1, notifications: [aNotification()] });
    const router = showBell();
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Notifications, 1 unread' }), { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: /^Unread: You were assigned/ });
    fireEvent.click(item);
    await waitFor(() =>
      expect(server.calls.some((call) => call.method === 'POST' && call.path.endsWith('/notifications/11/read'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/project/p1a2b3c4d5e6/workflow'));
  });
});
