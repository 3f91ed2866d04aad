// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DashboardOutletContext } from '@/lib/dashboard-context';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import NewSitePage from './new-site-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const workspace = { slug: 'harbour', name: 'Harbour Bakery', subscription: { business_id: 4 } };

function listing(projects: { u_id: string; name: string; description: string }[]) {
  return {
    success: true,
    projects: { data: projects, current_page: 1, per_page: 50, total: projects.length, last_page: 1 },
    summary: { active: projects.length, total: projects.length },
  };
}

function showPage(address: string) {
  const context = { user: { user_id: 1 }, workspace, workspaces: [workspace] } as unknown as DashboardOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Outlet context={context} />,
        children: [{ path: 'new-site', element: <NewSitePage /> }],
      },
    ],
    { initialEntries: [address] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('NewSitePage (Use this template, signed in; issue 25)', () => {
  it('asks which project the site is for, each leading to its create-site page with the template chosen', async () => {
    const calls = fakeNetwork(() => ({
      body: listing([
        { u_id: 'abc123def456', name: 'Bakery site', description: 'The shop front' },
        { u_id: 'fed654cba321', name: 'Catering', description: 'Events' },
      ]),
    }));
    showPage('/dashboard/new-site?template=agency');
    expect(screen.getByRole('heading', { name: 'Create a site from Agency starter' })).toBeTruthy();
    const bakery = await screen.findByRole('link', { name: /Bakery site/ });
    expect(bakery.getAttribute('href')).toBe('/dashboard/project/abc123def456/builder/create?template=agency');
    expect(screen.getByRole('link', { name: /Catering/ }).getAttribute('href')).toBe(
      '/dashboard/project/fed654cba321/builder/create?template=agency',
    );
    expect(calls.some((call) => /\/projects\/all\/harbour\?/.test(call.path))).toBe(true);
  });

  it('offers to create the first project when the workspace has none', async () => {
    fakeNetwork(() => ({ body: listing([]) }));
    showPage('/dashboard/new-site?template=blank');
    expect(await screen.findByText('No projects in this workspace yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a new project' })).toBeTruthy();
  });

  it('says a link without a known template is incomplete, and calls nothing', () => {
    const calls = fakeNetwork(() => ({ body: listing([]) }));
    showPage('/dashboard/new-site?template=nonsense');
    expect(screen.getByText('This template link is incomplete')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
