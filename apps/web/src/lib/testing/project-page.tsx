import type { Server, WorkspaceRole } from '@aerie/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

import type { ProjectOutletContext } from '@/lib/project-context';

import { withQueryClient } from './fake-network';

/** The project the project pages' tests render under, and its owner. */
export const PROJECT_UID = 'p1a2b3c4d5e6';
export const OWNER_ID = 7;
export const WORKSPACE = { id: 3, slug: 'harbour', name: 'Harbour' };

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

/** A provisioned, active pilot of the project (the hosting and deployments screens list servers). */
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
    cancel_at_period_end: false,
    destroys_at: null,
    state: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * The role the project layout would give a user of these tests: the owner is `owner`; anyone else a
 * `maintainer` (every control but the owner's own) unless a test names a lesser role.
 */
export function roleOf(userId: number | null, role?: WorkspaceRole): WorkspaceRole {
  return role ?? (userId === OWNER_ID ? 'owner' : 'maintainer');
}

/**
 * Renders a project page under the project layout's outlet context, with a few neighbours to land on.
 * `userId` null is a user the page could not identify; `state` is the history entry's (a Go Back origin).
 */
export function showProjectPage({
  path,
  element,
  address,
  userId = OWNER_ID,
  role,
  extraRoutes = [],
  state,
  plan,
}: {
  path: string;
  element: ReactElement;
  address: string;
  userId?: number | null;
  role?: WorkspaceRole;
  extraRoutes?: RouteObject[];
  state?: unknown;
  /** The project's workspace's plan (the outlet's `workspaces`); Moon unless told. */
  plan?: 'air' | 'earth' | 'moon';
}) {
  const context = {
    user: userId === null ? null : { user_id: userId },
    workspace: null,
    // The project's owner owns its workspace too; anyone else is in it with their role. Its plan is Moon
    // (every line of the plan table) unless a test names another.
    workspaces:
      userId === null
        ? []
        : [
            {
              ...WORKSPACE,
              role: userId === OWNER_ID ? 'owner' : (role ?? 'developer'),
              subscription: { business_id: WORKSPACE.id, plan: plan ?? 'moon' },
            },
          ],
    project: { u_id: PROJECT_UID, business_id: OWNER_ID, workspace: WORKSPACE },
    role: roleOf(userId, role),
  } as unknown as ProjectOutletContext;
  const [pathname, query] = address.split('?');
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path, element }, ...extraRoutes] }],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}
