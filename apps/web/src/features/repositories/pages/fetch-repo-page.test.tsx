// @vitest-environment jsdom
import { REPOSITORY_MESSAGES, REPOSITORY_RULES, type ImportableRepository } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DashboardOutletContext } from '@/lib/dashboard-context';

import { fakeNetwork, PROJECT_UID, WORKSPACE, withQueryClient } from '../test-support';
import FetchRepoPage from './fetch-repo-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PROJECT = {
  success: true,
  data: { u_id: PROJECT_UID, name: 'Harbour Bakery', business_id: 7, workspace: WORKSPACE, members: [] },
};

function anImportable(overrides: Partial<ImportableRepository> = {}): ImportableRepository {
  return {
    id: '1296269',
    name: 'Hello-World',
    description: 'My first repository',
    created_at: '2026-01-26T19:01:12Z',
    ssh_url_to_repo: 'git@github.com:octocat/Hello-World.git',
    http_url_to_repo: 'https://github.com/octocat/Hello-World.git',
    html_url: 'https://github.com/octocat/Hello-World',
    private: false,
    imported: false,
    ...overrides,
  };
}

function importablePage(data: ImportableRepository[], page = 1, nextPage: number | null = null) {
  return { success: true, data: { data, current_page: page, per_page: 15, next_page: nextPage } };
}

/** The page under the dashboard layout's context: the project's owner (7) unless a guest of its workspace. */
function showPage(platform = 'github', { isGuest = false } = {}) {
  const context = {
    user: { user_id: isGuest ? 8 : 7 },
    workspace: null,
    workspaces: [{ ...WORKSPACE, role: 'guest' }],
  } as unknown as DashboardOutletContext;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [
          { path: '/dashboard/project/repository/:uid/:platform', element: <FetchRepoPage /> },
          { path: '/dashboard/project/:uid/repository', element: <p>Repository route</p> },
          { path: '/dashboard/integrations', element: <p>Integrations page</p> },
        ],
      },
    ],
    { initialEntries: [`/dashboard/project/repository/${PROJECT_UID}/${platform}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

const LIST_PATH = `/api/repositories/${WORKSPACE.slug}`;

describe('FetchRepoPage', () => {
  it('lists the platform’s repositories with the project, pages by next_page, and marks the imported ones', async () => {
    const calls = fakeNetwork((call) => {
      const url = new URL(call.path, 'http://app.test');
      if (url.pathname === `/api/projects/${PROJECT_UID}`) return { body: PROJECT };
      const page = Number(url.searchParams.get('page'));
      return page === 1
        ? {
            body: importablePage(
              [anImportable(), anImportable({ id: '2', name: 'Spoon-Knife', imported: true, private: true })],
              1,
              2,
            ),
          }
        : { body: importablePage([anImportable({ id: '3', name: 'linguist' })], 2, null) };
    });
    showPage();
    await screen.findByText('Hello-World');
    expect(calls.find((call) => call.path.startsWith(LIST_PATH))?.path).toBe(
      `${LIST_PATH}?platform=github&project_id=${PROJECT_UID}&page=1`,
    );
    expect(screen.getAllByText('My first repository')).toHaveLength(2);
    expect(screen.getByText('Private')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Imported' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Go Back/ }).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/repository`,
    );
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('linguist')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the repository list is empty in the spec’s words', async () => {
    fakeNetwork((call) =>
      call.path === `/api/projects/${PROJECT_UID}` ? { body: PROJECT } : { body: importablePage([]) },
    );
    showPage();
    expect(await screen.findByText(REPOSITORY_MESSAGES.emptyTitle)).toBeTruthy();
    expect(screen.getByText(REPOSITORY_MESSAGES.emptyText)).toBeTruthy();
  });

  it('shows the server’s message with the re-integrate suggestion and a way to the integrations page', async () => {
    fakeNetwork((call) =>
      call.path === `/api/projects/${PROJECT_UID}`
        ? { body: PROJECT }
        : { status: 409, body: { success: false, message: 'GitHub is not connected', error: 'not_connected' } },
    );
    const router = showPage();
    expect(await screen.findByText('GitHub is not connected')).toBeTruthy();
    expect(screen.getByText(REPOSITORY_MESSAGES.reintegrate)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to integrations' }));
    expect(router.state.location.pathname).toBe('/dashboard/integrations');
  });

  it('imports with the payload of docs/product.md § Importing repositories, then opens the Repository route 2 s later', async () => {
    const calls = fakeNetwork((call) => {
      if (call.path === `/api/projects/${PROJECT_UID}`) return { body: PROJECT };
      if (call.method === 'POST') return { body: { success: true, message: REPOSITORY_MESSAGES.imported, data: {} } };
      return { body: importablePage([anImportable()]) };
    });
    const router = showPage();
    await screen.findByText('Hello-World');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Import Hello-World' }));
    expect(await screen.findByText(REPOSITORY_MESSAGES.imported)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/projects/repositories/${WORKSPACE.slug}/import`,
      body: {
        name: 'Hello-World',
        platform: 'github',
        project_id: PROJECT_UID,
        description: 'My first repository',
        platform_repo_id: '1296269',
        ssh_url: 'git@github.com:octocat/Hello-World.git',
        http_url: 'https://github.com/octocat/Hello-World.git',
      },
    });
    await act(async () => vi.advanceTimersByTime(REPOSITORY_RULES.importRedirectMs - 200));
    expect(router.state.location.pathname).toBe(`/dashboard/project/repository/${PROJECT_UID}/github`);
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/repository`);
  });

  it('shows a failed import’s message, which clears after 3.5 s', async () => {
    fakeNetwork((call) => {
      if (call.path === `/api/projects/${PROJECT_UID}`) return { body: PROJECT };
      if (call.method === 'POST')
        return { status: 409, body: { success: false, message: 'Already imported', error: 'conflict' } };
      return { body: importablePage([anImportable()]) };
    });
    const router = showPage();
    await screen.findByText('Hello-World');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Import Hello-World' }));
    expect(await screen.findByText('Already imported')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(REPOSITORY_RULES.noticeMs));
    expect(screen.queryByText('Already imported')).toBeNull();
    expect(router.state.location.pathname).toBe(`/dashboard/project/repository/${PROJECT_UID}/github`);
  });

  it('refuses a platform that is not one of the three', async () => {
    fakeNetwork(() => ({ body: PROJECT }));
    showPage('sourceforge');
    expect(await screen.findByText('There is no such platform')).toBeTruthy();
  });

  it('tells a guest of the workspace why they cannot import, and asks for no list', async () => {
    const calls = fakeNetwork(() => ({ body: PROJECT }));
    showPage('github', { isGuest: true });
    expect(await screen.findByText("You can't import repositories into this project")).toBeTruthy();
    expect(screen.getByText('Only a developer or above can push to repositories.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to repositories' }).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/repository`,
    );
    expect(calls.map((call) => call.path)).toEqual([`/api/projects/${PROJECT_UID}`]);
  });
});
