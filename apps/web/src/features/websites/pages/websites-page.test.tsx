// @vitest-environment jsdom
import { MESSAGES, type WorkspaceRole } from '@aerie/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ProjectOutletContext } from '@/lib/project-context';
import { roleOf } from '@/lib/testing/project-page';

import { aWebsite, fakeNetwork, withQueryClient } from '../test-support';
import WebsitesPage from './websites-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROJECT_UID = 'p1a2b3c4d5e6';
const OWNER_ID = 7;

const published = aWebsite();
const draft = aWebsite({
  id: 2,
  uuid: '3f2c9a4e-1b2c-4d5e-8f90-000000000002',
  name: 'Studio Nord',
  subdomain: 'studio-nord',
  url: null,
  published_at: null,
  created_at: '2026-10-07T09:00:00.000Z',
  updated_at: '2026-11-18T09:00:00.000Z',
});

/** The page as the project layout renders it: the signed-in user and the project come through the outlet. */
function showPage({
  userId,
  role,
  address = `/dashboard/project/${PROJECT_UID}/builder`,
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
        children: [{ path: 'builder', element: <WebsitesPage /> }],
      },
    ],
    { initialEntries: [address] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

function answerList(sites: ReturnType<typeof aWebsite>[], total = sites.length) {
  return fakeNetwork((call) => {
    const page = Number(new URL(call.path, 'http://app.test').searchParams.get('page'));
    return {
      body: {
        success: true,
        data: { data: sites, current_page: page, per_page: 8, total, last_page: Math.ceil(total / 8) },
      },
    };
  });
}

describe('WebsitesPage', () => {
  it("lists the project's sites with their state, address, dates and the builder link", async () => {
    const calls = answerList([published, draft]);
    showPage({ userId: OWNER_ID });
    await screen.findByText('Harbour Bakery');
    expect(calls[0]?.path).toBe(`/builder-api/getsite/${PROJECT_UID}?page=1`);

    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    const address = screen.getByRole('link', { name: /harbour-bakery\.sites\.localhost:8080/ });
    expect(address.getAttribute('href')).toBe('http://harbour-bakery.sites.localhost:8080/');
    expect(address.getAttribute('target')).toBe('_blank');
    expect(address.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(MESSAGES.noWebsiteUrl)).toBeTruthy();
    expect(screen.getByText('1 Oct 2026')).toBeTruthy();
    expect(screen.getByText('20 Nov 2026')).toBeTruthy();

    const edit = screen.getByRole('link', { name: /^Edit Harbour Bakery/ });
    expect(edit.getAttribute('href')).toBe(`/website-builder?uid=${PROJECT_UID}&site=${published.uuid}`);
    expect(edit.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Create new website/ }).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/builder/create`,
    );
  });

  it('offers delete to the project admin only', async () => {
    answerList([published]);
    showPage({ userId: OWNER_ID });
    await screen.findByText('Harbour Bakery');
    expect(screen.getByRole('button', { name: 'Delete Harbour Bakery' })).toBeTruthy();
    cleanup();

    answerList([published]);
    showPage({ userId: OWNER_ID + 1 });
    await screen.findByText('Harbour Bakery');
    expect(screen.queryByRole('button', { name: 'Delete Harbour Bakery' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Settings of Harbour Bakery' })).toBeTruthy();
  });

  it('shows a guest why they cannot create, edit or change a site, on every control that would', async () => {
    const calls = answerList([published]);
    showPage({ userId: OWNER_ID + 1, role: 'guest' });
    await screen.findByText('Harbour Bakery');
    const reason = 'Only a developer or above can edit and publish sites.';
    // The dashed tile is no link: it says why in place of its description.
    expect(screen.queryByRole('link', { name: /Create new website/ })).toBeNull();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^Edit Harbour Bakery/ })).toBeNull();
    for (const name of ['Settings of Harbour Bakery', 'Edit Harbour Bakery in the builder', 'Select Agency starter']) {
      const control = screen.getByRole('button', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Settings of Harbour Bakery' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('asks for the page in the address and numbers the pages', async () => {
    const calls = answerList([published], 11);
    showPage({ userId: OWNER_ID, address: `/dashboard/project/${PROJECT_UID}/builder?page=2` });
    await screen.findByText('Harbour Bakery');
    expect(calls[0]?.path).toBe(`/builder-api/getsite/${PROJECT_UID}?page=2`);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
  });

  it('says when the project has no website yet, and still shows the templates', async () => {
    answerList([]);
    showPage({ userId: OWNER_ID });
    expect(await screen.findByText('No websites in this project yet')).toBeTruthy();
    const select = screen.getByRole('link', { name: /^Select Agency starter/ });
    expect(select.getAttribute('href')).toBe(`/website-builder?uid=${PROJECT_UID}&type=new&template=agency`);
    expect(select.getAttribute('target')).toBe('_blank');
  });
});
