// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SignedInOutletContext } from '@/lib/dashboard-context';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import WebsiteBuilderPage from './website-builder-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROJECT_UID = 'p1a2b3c4d5e6';
const PROJECT = { u_id: PROJECT_UID, name: 'Harbour Bakery', business_id: 7, workspace: { slug: 'harbour' } };

/** The builder as RequireAuth renders it, for a member (8) of the project's workspace with `role`. */
function showBuilder(address: string, role: string) {
  const calls = fakeNetwork((call) => {
    if (call.path.endsWith(`/projects/${PROJECT_UID}`)) return { body: { success: true, data: PROJECT } };
    if (call.path.endsWith('/users/workspaces')) return { body: { success: true, data: [{ slug: 'harbour', role }] } };
    if (call.path.endsWith('/createsite') && (call.body as { name?: string }).name === 'Taken')
      return {
        status: 400,
        body: { success: false, error: 'validation_failed', message: 'Bad', errors: { name: ['Name is odd'] } },
      };
    return { status: 500, body: { success: false, message: `Unexpected ${call.method} ${call.path}` } };
  });
  const context = { user: { user_id: 8 } } as unknown as SignedInOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ path: 'website-builder', element: <WebsiteBuilderPage /> }],
      },
    ],
    { initialEntries: [address] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return calls;
}

describe('WebsiteBuilderPage', () => {
  it('tells a guest why instead of creating a site from a template link', async () => {
    const calls = showBuilder(`/website-builder?uid=${PROJECT_UID}&type=new&template=agency`, 'guest');
    expect(await screen.findByText("You can't create a website here")).toBeTruthy();
    expect(screen.getByText('Only a developer or above can edit and publish sites.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to websites' }).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/builder`,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks a developer for the site name, then creates the site with it', async () => {
    const calls = showBuilder(`/website-builder?uid=${PROJECT_UID}&type=new&template=restaurant`, 'developer');
    expect(await screen.findByRole('heading', { name: 'Name your new site' })).toBeTruthy();
    expect(screen.getByText('Restaurant starter')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('Name is odd')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: '  Little Fig  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toContainEqual({
        project_uid: PROJECT_UID,
        template: 'restaurant',
        name: 'Little Fig',
      }),
    );
  });
});
