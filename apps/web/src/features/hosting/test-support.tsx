export { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';
import type { PilotPlan, PilotTemplate, Server, ServerLog, SshAccess } from '@aerie/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

import type { ProjectOutletContext } from '@/lib/project-context';
import { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';

export const PROJECT_UID = 'p1a2b3c4d5e6';
export const OWNER_ID = 7;
export const WORKSPACE = { id: 3, slug: 'harbour', name: 'Harbour' };

/** A server as `falcons/{uid}/all` answers it (fields as the contract's ServerSchema): a running pilot. */
export function aServer(overrides: Partial<Server> = {}): Server {
  return {
    id: 9,
    slug: 'k3j4h5g6f7d8',
    name: 'shop-pilot',
    hostname: 'Aerie Cloud',
    ip: '203.0.113.7',
    port: 22,
    protocal: 'ssh',
    username: 'aerie',
    active: 1,
    is_expired: false,
    pilot_id: 'pil_abcdefghijklmnop',
    project_id: 12,
    auth_method: 'managed',
    fingerprint: 'local',
    os: 'Ubuntu 24.04',
    git_installed: true,
    usable: true,
    provider: 'local',
    plan: 'Starter',
    template: 'Node.js',
    expires_at: '2026-12-20T09:00:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** The user's own server: pilot_id null. */
export function aConnection(overrides: Partial<Server> = {}): Server {
  return aServer({
    id: 21,
    slug: 'c0nn3ct10nab',
    name: 'office-box',
    hostname: 'Hetzner',
    ip: '198.51.100.4',
    pilot_id: null,
    auth_method: 'key',
    fingerprint: 'SHA256:abc',
    provider: null,
    plan: null,
    template: null,
    expires_at: null,
    ...overrides,
  });
}

export function aLog(overrides: Partial<ServerLog> = {}): ServerLog {
  return {
    id: 1,
    server_id: 9,
    server_name: 'shop-pilot',
    action: 'reboot',
    outcome: 'success',
    message: 'Pilot is rebooting.',
    user: { id: OWNER_ID, first: 'Ada', last: 'Baker' },
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function anSshUser(overrides: Partial<SshAccess> = {}): SshAccess {
  return {
    id: 5,
    slug: 'acc3ss5lugab',
    name: 'Ada laptop',
    access: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAdaLaptopKey ada@laptop',
    fingerprint: 'SHA256:6Xb0lqkqg1Yt8vK1mQ0wq3aF1ybq2m0Jt3W7YyQpXk4',
    falcon_id: 9,
    project_id: 12,
    created_by: { id: OWNER_ID, first: 'Ada', last: 'Baker' },
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const PLANS: PilotPlan[] = [
  { id: 1, name: 'Starter', dollar_price: 10, naira_price: 15000, details: ['1 vCPU', '1 GB memory', '25 GB disk'] },
  { id: 2, name: 'Growth', dollar_price: 24, naira_price: 36000, details: ['2 vCPUs', '4 GB memory', '80 GB disk'] },
];
export const TEMPLATES: PilotTemplate[] = [
  { id: 1, name: 'Ubuntu 24.04', details: 'A clean Ubuntu server.' },
  { id: 2, name: 'Node.js', details: 'Node.js 22 with npm and pm2.' },
];

/** A page of a paged list as the server answers it. */
export function pageOf<T>(items: T[], perPage: number, total = items.length) {
  return {
    success: true,
    data: {
      data: items,
      current_page: 1,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

type Answer = { status?: number; body: unknown };
/** Answers calls by `METHOD /path` (query string ignored); an unexpected call fails the test. */
export function answer(routes: Record<string, (call: FakeCall) => Answer>) {
  return fakeNetwork((call) => {
    const path = new URL(call.path, 'http://app.test').pathname;
    const handler = routes[`${call.method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${call.method} ${call.path}`);
    return handler(call);
  });
}

/** Renders a project page under the project layout's outlet context, with a few neighbours to land on. */
export function showProjectPage({
  path,
  element,
  address,
  userId = OWNER_ID,
  extraRoutes = [],
}: {
  path: string;
  element: ReactElement;
  address: string;
  userId?: number | null;
  extraRoutes?: RouteObject[];
}) {
  const context = {
    user: userId === null ? null : { user_id: userId },
    workspace: null,
    project: { u_id: PROJECT_UID, business_id: OWNER_ID, workspace: WORKSPACE },
  } as unknown as ProjectOutletContext;
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path, element }, ...extraRoutes] }],
    { initialEntries: [address] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}
