// @vitest-environment jsdom
import { REPOSITORY_MESSAGES, type WorkspaceRole } from '@aerie/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ProjectOutletContext } from '@/lib/project-context';
import { roleOf } from '@/lib/testing/project-page';

import {
  aCommit,
  anIntegration,
  aRepository,
  fakeNetwork,
  OWNER_ID,
  PROJECT_UID,
  repositoryPage,
  WORKSPACE,
  withQueryClient,
  type FakeCall,
} from '../test-support';
import RepositoryPage from './repository-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showPage({
  userId,
  role,
  address = `/dashboard/project/${PROJECT_UID}/repository`,
}: {
  userId: number;
  role?: WorkspaceRole;
  address?: string;
}) {
  const context = {
    user: { user_id: userId },
    workspace: null,
    project: { u_id: PROJECT_UID, business_id: OWNER_ID, workspace: WORKSPACE },
    role: roleOf(userId, role),
  } as unknown as ProjectOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/project/:uid',
        element: <Outlet context={context} />,
        children: [{ path: 'repository', element: <RepositoryPage /> }],
      },
      { path: '/dashboard/integrations', element: <p>Integrations page</p> },
      { path: '/dashboard/project/repository/:uid/:platform', element: <p>FetchRepo page</p> },
    ],
    { initialEntries: [address] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

type Answer = { status?: number; body: unknown };
function answer(routes: Record<string, (call: FakeCall) => Answer>) {
  return fakeNetwork((call) => {
    const path = new URL(call.path, 'http://app.test').pathname;
    const handler = routes[`${call.method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${call.method} ${call.path}`);
    return handler(call);
  });
}

const LIST = `GET /api/projects/${PROJECT_UID}/repositories`;
const INTEGRATIONS = `GET /api/repositories/${WORKSPACE.id}/integrations`;

describe('RepositoryPage', () => {
  it('shows each card with its platform, the url cut at 40 characters, NO URL and the dates', async () => {
    const calls = answer({
      [LIST]: () => ({
        body: repositoryPage([
          aRepository(),
          aRepository({ id: 42, name: 'notes', platform: 'aerie', repo_url: null, http_url: null }),
        ]),
      }),
    });
    showPage({ userId: OWNER_ID });
    await screen.findByText('storefront-theme');
    expect(calls[0]?.path).toBe(`/api/projects/${PROJECT_UID}/repositories?page=1`);
    const urls = screen.getAllByTestId('repository-url').map((line) => line.textContent);
    expect(urls).toEqual(['https://github.com/harbour-bakery/storef…', REPOSITORY_MESSAGES.noUrl]);
    expect(document.querySelector('img[data-platform="github"]')?.getAttribute('src')).toBe(
      '/images/platforms/github.svg',
    );
    expect(screen.getAllByText('1 Oct 2026')).toHaveLength(2);
    expect(screen.getAllByText('20 Nov 2026').length).toBeGreaterThan(0);
  });

  it('offers DELETE to the project owner only, and deletes after confirming', async () => {
    let deleted = false;
    const calls = answer({
      [LIST]: () => ({ body: repositoryPage(deleted ? [] : [aRepository()]) }),
      [`DELETE /api/projects/${PROJECT_UID}/repositories/41`]: () => {
        deleted = true;
        return { body: { success: true, message: REPOSITORY_MESSAGES.deleted } };
      },
    });
    showPage({ userId: OWNER_ID + 1 });
    await screen.findByText('storefront-theme');
    expect(screen.queryByRole('button', { name: 'Delete storefront-theme' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View storefront-theme' })).toBeTruthy();
    cleanup();

    showPage({ userId: OWNER_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete storefront-theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete repository?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete repository' }));
    expect(await screen.findByText(REPOSITORY_MESSAGES.deleted)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await vi.waitFor(() => expect(screen.queryByText('storefront-theme')).toBeNull());
  });

  it("says 'No repository activity for this project' on an empty Commits tab, and lists commits otherwise", async () => {
    answer({
      [LIST]: () => ({ body: repositoryPage([]) }),
      [`GET /api/projects/${PROJECT_UID}/repo-activities`]: () => ({ body: { success: true, data: [] } }),
    });
    showPage({ userId: OWNER_ID, address: `/dashboard/project/${PROJECT_UID}/repository?tab=commits` });
    expect(await screen.findByText(REPOSITORY_MESSAGES.noActivity)).toBeTruthy();
    cleanup();

    answer({
      [LIST]: () => ({ body: repositoryPage([]) }),
      [`GET /api/projects/${PROJECT_UID}/repo-activities`]: () => ({ body: { success: true, data: [aCommit()] } }),
    });
    showPage({ userId: OWNER_ID, address: `/dashboard/project/${PROJECT_UID}/repository?tab=commits` });
    expect(await screen.findByText('Add the product grid')).toBeTruthy();
    expect(screen.getByText('9fceb02')).toBeTruthy();
    expect(screen.getByText('Ada Baker')).toBeTruthy();
    expect(screen.getByText('storefront-theme (Aerie Git)')).toBeTruthy();
  });

  it('says when no platform is connected and sends the user to the integrations page', async () => {
    answer({
      [LIST]: () => ({ body: repositoryPage([]) }),
      [INTEGRATIONS]: () => ({ body: { success: true, data: [anIntegration()] } }),
    });
    const router = showPage({ userId: OWNER_ID });
    fireEvent.click(await screen.findByRole('button', { name: /Add new repository/ }));
    expect(await screen.findByText(REPOSITORY_MESSAGES.noService)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Integrate now' }));
    expect(router.state.location.pathname).toBe('/dashboard/integrations');
  });

  it('offers a tile per connected platform that opens FetchRepo', async () => {
    answer({
      [LIST]: () => ({ body: repositoryPage([]) }),
      [INTEGRATIONS]: () => ({
        body: {
          success: true,
          data: [
            anIntegration({ isActive: true, status: 'connected', account: 'harbour-bakery' }),
            anIntegration({ name: 'GitLab', platform: 'gitlab' }),
          ],
        },
      }),
    });
    showPage({ userId: OWNER_ID });
    fireEvent.click(await screen.findByRole('button', { name: /Add new repository/ }));
    const tile = await screen.findByRole('link', { name: /GitHub/ });
    expect(tile.getAttribute('href')).toBe(`/dashboard/project/repository/${PROJECT_UID}/github`);
    expect(screen.queryByRole('link', { name: /GitLab/ })).toBeNull();
  });

  it('creates an Aerie Git repository in the project’s workspace, checking the name first', async () => {
    let created = false;
    const calls = answer({
      [LIST]: () => ({ body: repositoryPage(created ? [aRepository({ name: 'shop-api', platform: 'aerie' })] : []) }),
      [INTEGRATIONS]: () => ({ body: { success: true, data: [anIntegration()] } }),
      [`POST /api/projects/repositories/${WORKSPACE.slug}/create`]: () => {
        created = true;
        return {
          body: {
            success: true,
            message: REPOSITORY_MESSAGES.created,
            data: aRepository({ name: 'shop-api', platform: 'aerie' }),
          },
        };
      },
    });
    showPage({ userId: OWNER_ID });
    fireEvent.click(await screen.findByRole('button', { name: /Add new repository/ }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Create new Repository' }));
    const name = await screen.findByLabelText('Repository name');
    fireEvent.change(name, { target: { value: '../escape' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create repository' }));
    expect(await screen.findByText('Name may use letters, digits, dots, dashes and underscores')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: 'shop-api' } });
    expect(screen.getByRole('option', { name: 'Aerie Git' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create repository' }));
    expect(await screen.findByText(REPOSITORY_MESSAGES.created)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'shop-api',
      description: '',
      private: true,
      platform: 'aerie',
      project_id: PROJECT_UID,
    });
    expect(await screen.findByText('shop-api')).toBeTruthy();
  });

  it('shows the id, the clone commands, the sign-in hint for Aerie Git and the deploy key in the view dialog', async () => {
    const aerie = aRepository({
      id: 77,
      name: 'shop-api',
      platform: 'aerie',
      repo_url: 'http://localhost:8080/git/harbour/shop-api.git',
      http_url: 'http://localhost:8080/git/harbour/shop-api.git',
      ssh_url: null,
    });
    answer({ [LIST]: () => ({ body: repositoryPage([aerie]) }) });
    showPage({ userId: OWNER_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'View shop-api' }));
    const dialog = await screen.findByRole('dialog', { name: 'shop-api' });
    expect(within(dialog).getByText('77')).toBeTruthy();
    expect(within(dialog).getByText('git clone http://localhost:8080/git/harbour/shop-api.git')).toBeTruthy();
    expect(
      within(dialog).getByText(/git remote add origin http:\/\/localhost:8080\/git\/harbour\/shop-api\.git/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Create one in your profile' }).getAttribute('href')).toBe(
      '/dashboard/profile#access-tokens',
    );
    expect(within(dialog).getByText(/ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDeployKeyOfTheProject/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy the deploy key' })).toBeTruthy();
  });

  it("shows the workspace's Aerie Git storage, used of the plan's quota", async () => {
    answer({ [LIST]: () => ({ body: repositoryPage([aRepository()]) }) });
    showPage({ userId: OWNER_ID });
    const meter = await screen.findByRole('meter', { name: 'Aerie Git storage' });
    expect(meter.getAttribute('aria-valuetext')).toBe('300 MB of 1 GB used');
    expect(screen.getByText('300 MB of 1 GB used')).toBeTruthy();
  });

  const aerie = () => aRepository({ id: 77, name: 'shop-api', platform: 'aerie', ssh_url: null, size_bytes: 48_000 });
  const PROTECTION = `PUT /api/projects/${PROJECT_UID}/repositories/77/branch-protection`;

  it('lets the owner turn the default branch’s protection off from the view dialog', async () => {
    let isProtected = true;
    const calls = answer({
      [LIST]: () => ({
        body: repositoryPage([aerie()].map((row) => ({ ...row, default_branch_protected: isProtected }))),
      }),
      [PROTECTION]: (call) => {
        isProtected = (call.body as { default_branch_protected: boolean }).default_branch_protected;
        return { body: { success: true, data: { ...aerie(), default_branch_protected: isProtected } } };
      },
    });
    showPage({ userId: OWNER_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'View shop-api' }));
    const dialog = await screen.findByRole('dialog', { name: 'shop-api' });
    expect(within(dialog).getByText('47 KB')).toBeTruthy();
    const toggle = within(dialog).getByRole('checkbox', { name: /Protect main/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(toggle.checked).toBe(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ default_branch_protected: false });
  });

  it('shows a developer the protection, disabled, with the reason', async () => {
    const calls = answer({ [LIST]: () => ({ body: repositoryPage([aerie()]) }) });
    showPage({ userId: OWNER_ID + 1, role: 'developer' });
    fireEvent.click(await screen.findByRole('button', { name: 'View shop-api' }));
    const dialog = await screen.findByRole('dialog', { name: 'shop-api' });
    const toggle = within(dialog).getByRole('checkbox', { name: /Protect main/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(within(dialog).getByText('Only a maintainer or above can manage repositories.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
