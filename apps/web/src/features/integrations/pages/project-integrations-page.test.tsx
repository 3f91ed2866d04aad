// @vitest-environment jsdom
import type { Integration } from '@aerie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ProjectOutletContext } from '@/lib/project-context';

import ProjectIntegrationsPage from './project-integrations-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WORKSPACE = { id: 3, slug: 'harbour', name: 'Harbour' };

function anIntegration(overrides: Partial<Integration>): Integration {
  return {
    name: 'GitHub',
    platform: 'github',
    image: '/images/platforms/github.svg',
    badges: [],
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

describe('ProjectIntegrationsPage', () => {
  it("shows Aerie Git and each platform with the project workspace's connection, linking to the workspace page where there is something to manage", async () => {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        paths.push(path);
        const data = [
          anIntegration({ isActive: true, status: 'connected', account: 'harbour-bakery' }),
          anIntegration({ name: 'GitLab', platform: 'gitlab', image: '/images/platforms/gitlab.svg' }),
          anIntegration({
            name: 'Bitbucket',
            platform: 'bitbucket',
            image: '/images/platforms/bitbucket.svg',
            configured: false,
          }),
        ];
        return new Response(JSON.stringify({ success: true, data }), { status: 200 });
      }),
    );
    const context = {
      user: { user_id: 7 },
      workspace: null,
      project: { u_id: 'p1a2b3c4d5e6', business_id: 7, workspace: WORKSPACE },
      role: 'owner',
    } as unknown as ProjectOutletContext;
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/project/:uid',
          element: <Outlet context={context} />,
          children: [{ path: 'integrations', element: <ProjectIntegrationsPage /> }],
        },
      ],
      { initialEntries: ['/dashboard/project/p1a2b3c4d5e6/integrations'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const github = await screen.findByTestId('integration-github');
    expect(paths).toEqual([`/api/repositories/${WORKSPACE.id}/integrations`]);
    expect(within(github).getByText('Connected')).toBeTruthy();
    expect(within(github).getByText('harbour-bakery')).toBeTruthy();
    expect(within(screen.getByTestId('integration-gitlab')).getByText('Not connected')).toBeTruthy();
    expect(screen.getByText('Always on')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Manage in Harbour/ });
    // Bitbucket is not set up on this server: nothing to manage, so no link.
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe('/dashboard/integrations');
    expect(within(screen.getByTestId('integration-bitbucket')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Integration|Remove Integration/ })).toBeNull();
  });
});
