// @vitest-environment jsdom
import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES, HOSTING_RULES, type WorkspaceRole } from '@aerie/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  aDeployment,
  answer,
  aRun,
  aServer,
  MEMBER_ID,
  OWNER_ID,
  pageOf,
  PROJECT_UID,
  showProjectPage,
} from '../test-support';
import ProjectDeploymentsPage from './project-deployments-page';
import ServerDeploymentsPage from './server-deployments-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROJECT_LIST = `GET /api/projects/${PROJECT_UID}/deployments`;
const SERVERS = `GET /api/falcons/${PROJECT_UID}/all`;
const serversPage = () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) });

function showProjectList(userId = OWNER_ID, role?: WorkspaceRole) {
  return showProjectPage({
    path: 'dashboard/project/:uid/deployments',
    element: <ProjectDeploymentsPage />,
    address: `/dashboard/project/${PROJECT_UID}/deployments`,
    userId,
    role,
    extraRoutes: [
      { path: 'dashboard/project/:uid/runs/:runId', element: <p>run page</p> },
      { path: 'dashboard/project/:uid/:deployment_id/commands/:project_id', element: <p>commands page</p> },
    ],
  });
}

/** The table (from 640 px); the phone list beside it carries the same rows, hidden by CSS. */
async function inTable() {
  return within(await screen.findByRole('table'));
}

function openMenu(name: string) {
  const trigger = within(screen.getByRole('table')).getByRole('button', { name });
  fireEvent.keyDown(trigger, { key: 'Enter' });
}

describe('ProjectDeploymentsPage', () => {
  it("says 'You have no deployments' with Add Deployment when there are none", async () => {
    const calls = answer({ [PROJECT_LIST]: () => ({ body: pageOf([], DEPLOYMENT_RULES.perPage) }) });
    showProjectList();
    expect(await screen.findByText(DEPLOYMENT_MESSAGES.empty)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add Deployment' }).length).toBeGreaterThan(0);
    expect(calls[0]?.path).toBe(`/api/projects/${PROJECT_UID}/deployments?page=1`);
  });

  it('shows the columns, the server with its ip, and the last run linking to its page', async () => {
    answer({
      [PROJECT_LIST]: () => ({
        body: pageOf(
          [aDeployment(), aDeployment({ id: 16, slug: 'n0runsy3tab', branch: 'develop', last_run: null })],
          DEPLOYMENT_RULES.perPage,
        ),
      }),
    });
    const router = showProjectList();
    const table = await inTable();
    expect(await table.findByText('develop')).toBeTruthy();
    for (const header of ['Server', 'Repository', 'Branch', 'Deploy path', 'Last run', 'Created', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(table.getAllByText('203.0.113.7')).toHaveLength(2);
    expect(table.getAllByText('shop-site')).toHaveLength(2);
    expect(table.getByText('No runs yet')).toBeTruthy();
    fireEvent.click(table.getByRole('link', { name: 'Last run: succeeded' }));
    expect(await screen.findByText('run page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/runs/41`);
  });

  it('offers Delete to the owner only, and deletes after confirmation', async () => {
    answer({ [PROJECT_LIST]: () => ({ body: pageOf([aDeployment()], DEPLOYMENT_RULES.perPage) }) });
    showProjectList(MEMBER_ID);
    await (await inTable()).findByText('/var/www/shop');
    openMenu('Actions for main to /var/www/shop');
    const menu = await screen.findByRole('menu');
    for (const item of ['Deploy now', 'Runs', 'Build Commands', 'Environment Variables']) {
      expect(within(menu).getByRole('menuitem', { name: item })).toBeTruthy();
    }
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    cleanup();

    let deleted = false;
    const calls = answer({
      [PROJECT_LIST]: () => ({ body: pageOf(deleted ? [] : [aDeployment()], DEPLOYMENT_RULES.perPage) }),
      'DELETE /api/deployments/d3pl0ym3ntab': () => {
        deleted = true;
        return { body: { success: true, message: DEPLOYMENT_MESSAGES.deleted } };
      },
    });
    showProjectList(OWNER_ID);
    await (await inTable()).findByText('/var/www/shop');
    openMenu('Actions for main to /var/www/shop');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete deployment?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete deployment' }));
    expect(await screen.findByText(DEPLOYMENT_MESSAGES.deleted)).toBeTruthy();
    expect(await screen.findByText(DEPLOYMENT_MESSAGES.empty)).toBeTruthy();
  });

  it('Deploy now queues a run and opens its page', async () => {
    const calls = answer({
      [PROJECT_LIST]: () => ({ body: pageOf([aDeployment()], DEPLOYMENT_RULES.perPage) }),
      'POST /api/deployments/d3pl0ym3ntab/runs': () => ({
        body: { success: true, message: DEPLOYMENT_MESSAGES.runQueued, data: aRun({ id: 42, status: 'queued' }) },
      }),
    });
    const router = showProjectList();
    await (await inTable()).findByText('/var/www/shop');
    openMenu('Actions for main to /var/www/shop');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deploy now' }));
    // Issue 28: a banner above the list went unnoticed; the run's own page is the feedback.
    expect(await screen.findByText('run page')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/deployments/d3pl0ym3ntab/runs');
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/runs/42`);
  });

  it('shows a guest Add Deployment and Deploy now unavailable, with the reasons, and queues nothing', async () => {
    const calls = answer({ [PROJECT_LIST]: () => ({ body: pageOf([aDeployment()], DEPLOYMENT_RULES.perPage) }) });
    showProjectList(MEMBER_ID, 'guest');
    await (await inTable()).findByText('/var/www/shop');
    const add = screen.getByRole('button', { name: 'Add Deployment' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await act(async () => add.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Only a maintainer or above can create deployments.');
    fireEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();

    openMenu('Actions for main to /var/www/shop');
    const menu = await screen.findByRole('menu');
    const deployNow = within(menu).getByRole('menuitem', { name: 'Deploy now' });
    expect(deployNow.getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByText('Only a developer or above can run deployments.')).toBeTruthy();
    fireEvent.click(deployNow);
    // The variables are secrets; reading runs and commands stays open to them.
    expect(within(menu).getByRole('menuitem', { name: 'Environment Variables' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    for (const item of ['Runs', 'Build Commands']) {
      expect(within(menu).getByRole('menuitem', { name: item }).hasAttribute('aria-disabled')).toBe(false);
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('Build Commands opens the editor with the spec’s address', async () => {
    answer({ [PROJECT_LIST]: () => ({ body: pageOf([aDeployment()], DEPLOYMENT_RULES.perPage) }) });
    const router = showProjectList();
    await (await inTable()).findByText('/var/www/shop');
    openMenu('Actions for main to /var/www/shop');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Build Commands' }));
    expect(await screen.findByText('commands page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/15/commands/12`);
    expect(router.state.location.search).toBe('?tab=deployment');
  });
});

describe('the phone list', () => {
  it('stacks each deployment with its repository and branch, path, server, last run and menu', async () => {
    answer({ [PROJECT_LIST]: () => ({ body: pageOf([aDeployment()], DEPLOYMENT_RULES.perPage) }) });
    showProjectList();
    const list = within(await screen.findByRole('list', { name: 'Deployments' }));
    const item = list.getByRole('listitem');
    expect(item.textContent).toContain('shop-site · main');
    expect(within(item).getByText('/var/www/shop')).toBeTruthy();
    expect(item.textContent).toContain('(203.0.113.7)');
    expect(within(item).getByRole('link', { name: 'Last run: succeeded' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Actions for main to /var/www/shop' })).toBeTruthy();
  });
});

describe('ServerDeploymentsPage', () => {
  it('lists the server’s deployments under its name and ip', async () => {
    const calls = answer({
      'GET /api/deployments/9/all': () => ({ body: pageOf([aDeployment()], DEPLOYMENT_RULES.perPage) }),
      [SERVERS]: serversPage,
    });
    showProjectPage({
      path: 'dashboard/project/hosting/:uid/:slug/:serverId/:serverName',
      element: <ServerDeploymentsPage />,
      address: `/dashboard/project/hosting/${PROJECT_UID}/k3j4h5g6f7d8/9/shop-pilot`,
    });
    expect(await screen.findByRole('heading', { name: 'shop-pilot' })).toBeTruthy();
    expect(await (await inTable()).findByText('/var/www/shop')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/deployments/9/all?page=1')).toBe(true);
    // The header names the server's ip (the phone list's lines name it too).
    const header = screen.getAllByText(/203\.0\.113\.7 ·/).filter((element) => !element.closest('ul'));
    expect(header).toHaveLength(1);
  });
});
