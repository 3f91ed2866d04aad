// @vitest-environment jsdom
import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES, HOSTING_RULES, REPOSITORY_RULES } from '@aerie/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ProjectDeploymentsPage from '../pages/project-deployments-page';
import ServerDeploymentsPage from '../pages/server-deployments-page';
import {
  aDeployment,
  answer,
  aRepository,
  aServer,
  pageOf,
  PROJECT_UID,
  showProjectPage,
  type Call,
} from '../test-support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const REPOSITORIES = `GET /api/projects/${PROJECT_UID}/repositories`;
const SERVERS = `GET /api/falcons/${PROJECT_UID}/all`;
const CREATE = 'POST /api/deployments/create';

/** Pilots: one active, one stopped, one expired. Connections: one active, one over ftp (not usable). */
function serversReply(call: Call) {
  const type = new URL(call.path, 'http://app.test').searchParams.get('type');
  const servers =
    type === 'pilot'
      ? [
          aServer(),
          aServer({ id: 10, name: 'stopped-pilot', active: 0 }),
          aServer({ id: 11, name: 'expired-pilot', is_expired: true }),
        ]
      : [
          aServer({ id: 21, name: 'office-box', ip: '198.51.100.4', pilot_id: null }),
          aServer({ id: 22, name: 'ftp-box', pilot_id: null, protocal: 'ftp', usable: false }),
        ];
  return { body: pageOf(servers, HOSTING_RULES.perPage) };
}

function repositoriesReply() {
  const page = pageOf(
    [aRepository(), aRepository({ id: 5, name: 'blog', platform: 'github' })],
    REPOSITORY_RULES.perPage,
  );
  return { body: { ...page, data: { ...page.data, ssh_key: 'ssh-ed25519 AAAA deploy' } } };
}

function network(create: (call: Call) => { status?: number; body: unknown }) {
  let created = false;
  return answer({
    [`GET /api/projects/${PROJECT_UID}/deployments`]: () => ({
      body: pageOf(created ? [aDeployment()] : [], DEPLOYMENT_RULES.perPage),
    }),
    [REPOSITORIES]: repositoriesReply,
    [SERVERS]: serversReply,
    [CREATE]: (call) => {
      const reply = create(call);
      if (!reply.status) created = true;
      return reply;
    },
  });
}

async function openModal(plan?: 'air' | 'earth' | 'moon') {
  showProjectPage({
    path: 'dashboard/project/:uid/deployments',
    element: <ProjectDeploymentsPage />,
    address: `/dashboard/project/${PROJECT_UID}/deployments`,
    plan,
    extraRoutes: [{ path: 'dashboard/billing', element: <p>billing page</p> }],
  });
  await screen.findByText(DEPLOYMENT_MESSAGES.empty);
  fireEvent.click(screen.getAllByRole('button', { name: 'Add Deployment' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Add Deployment' });
  await within(dialog).findByRole('option', { name: 'shop-site (Aerie Git)' });
  await within(dialog).findByRole('option', { name: /office-box/ });
  return dialog;
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

const submitOf = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Add Deployment' }) as HTMLButtonElement;

const created = () => ({ body: { success: true, message: DEPLOYMENT_MESSAGES.created, data: aDeployment() } });

describe('AddDeploymentModal', () => {
  it('offers only active servers and keeps Add inactive until repository, server, branch and path are set', async () => {
    network(created);
    const dialog = await openModal();
    const serverOptions = within(within(dialog).getByLabelText('Server')).getAllByRole('option');
    expect(serverOptions.map((option) => option.textContent)).toEqual([
      'Choose a server',
      'shop-pilot (203.0.113.7)',
      'office-box (198.51.100.4)',
    ]);
    expect((within(dialog).getByLabelText('Branch') as HTMLInputElement).value).toBe('main');
    expect(within(dialog).getByLabelText('Deploy path').getAttribute('placeholder')).toBe('/var/www/app');
    expect(submitOf(dialog).disabled).toBe(true);
    fill(dialog, { Repository: '4', Server: '9' });
    expect(submitOf(dialog).disabled).toBe(true);
    fill(dialog, { 'Deploy path': '/var/www/shop' });
    expect(submitOf(dialog).disabled).toBe(false);
    fill(dialog, { Branch: '' });
    expect(submitOf(dialog).disabled).toBe(true);
  });

  it('sends auto_deploy 0 and the schedule as H:M:S, shows the message and closes 1 s later', async () => {
    const calls = network(created);
    const dialog = await openModal();
    fill(dialog, {
      Repository: '4',
      Server: '21',
      Branch: 'release/v2',
      'Deploy path': '/srv/shop',
      'Daily deploy at (optional)': '03:30',
    });
    fill(dialog, { 'Time zone': 'Europe/London' });
    fireEvent.click(within(dialog).getByLabelText('Deploy on every push to this branch'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText(DEPLOYMENT_MESSAGES.created)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      server_id: 21,
      repo_id: 4,
      branch: 'release/v2',
      auto_deploy: 0,
      deploy_path: '/srv/shop',
      project_id: PROJECT_UID,
      schedule: '03:30:00',
      timezone: 'Europe/London',
      push_to_deploy: true,
      strategy: 'releases',
    });
    await act(async () => vi.advanceTimersByTime(DEPLOYMENT_RULES.createCloseMs - 100));
    expect(screen.getByRole('dialog', { name: 'Add Deployment' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await screen.findByRole('table')).findByText('/var/www/shop')).toBeTruthy();
  });

  it('offers push-to-deploy for a provider’s repository too', async () => {
    const calls = network(created);
    const dialog = await openModal();
    fill(dialog, { Repository: '5', Server: '9', 'Deploy path': '/var/www/blog' });
    const push = within(dialog).getByLabelText('Deploy on every push to this branch') as HTMLInputElement;
    expect(push.disabled).toBe(false);
    fireEvent.click(push);
    fireEvent.click(submitOf(dialog));
    await within(dialog).findByText(DEPLOYMENT_MESSAGES.created);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ repo_id: 5, push_to_deploy: true });
  });

  it('sends no schedule when none is set, and says up front that the Air plan has no push-to-deploy', async () => {
    const calls = network(created);
    const dialog = await openModal('air');
    fill(dialog, { Repository: '5', Server: '9', 'Deploy path': '/var/www/blog' });
    const push = within(dialog).getByLabelText('Deploy on every push to this branch') as HTMLInputElement;
    expect(push.disabled).toBe(true);
    expect(push.getAttribute('aria-describedby')).toBe('deployment-push-hint');
    expect(
      within(dialog).getByText('Your Air plan does not include deploying on push. Upgrade to Earth to turn it on.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Time zone')).toBeNull();
    fireEvent.click(submitOf(dialog));
    await within(dialog).findByText(DEPLOYMENT_MESSAGES.created);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      repo_id: 5,
      server_id: 9,
      branch: 'main',
      schedule: null,
      push_to_deploy: false,
    });
  });

  it('checks the branch with the contract’s rule before sending', async () => {
    const calls = network(created);
    const dialog = await openModal();
    fill(dialog, { Repository: '4', Server: '9', Branch: 'main;touch /tmp/x', 'Deploy path': 'var/www' });
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText(/Branch must be a git branch name/)).toBeTruthy();
    expect(within(dialog).getByText(/Deploy path must be an absolute path/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts the server’s field error beside its field', async () => {
    network(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Validation failed',
        error: 'bad_request',
        errors: { server_id: [DEPLOYMENT_MESSAGES.serverNotActive] },
      },
    }));
    const dialog = await openModal();
    fill(dialog, { Repository: '4', Server: '9', 'Deploy path': '/var/www/shop' });
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText(DEPLOYMENT_MESSAGES.serverNotActive)).toBeTruthy();
    expect(within(dialog).getByLabelText('Server').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an upgrade link when the plan is full', async () => {
    network(() => ({
      status: 403,
      body: {
        success: false,
        message: 'Your Air plan allows 3 deployments. Upgrade your plan to create more.',
        error: 'forbidden',
        errors: { plan: ['upgrade'] },
      },
    }));
    const dialog = await openModal();
    fill(dialog, { Repository: '4', Server: '9', 'Deploy path': '/var/www/shop' });
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText(/Your Air plan allows 3 deployments/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
  });
});

describe('AddDeploymentModal on a server’s page', () => {
  it('is fixed to that server, and says so when the server cannot take deployments', async () => {
    const calls = answer({
      'GET /api/deployments/9/all': () => ({ body: pageOf([], DEPLOYMENT_RULES.perPage) }),
      'GET /api/deployments/10/all': () => ({ body: pageOf([], DEPLOYMENT_RULES.perPage) }),
      [REPOSITORIES]: repositoriesReply,
      [SERVERS]: serversReply,
      [CREATE]: created,
    });
    showProjectPage({
      path: 'dashboard/project/hosting/:uid/:slug/:serverId/:serverName',
      element: <ServerDeploymentsPage />,
      address: `/dashboard/project/hosting/${PROJECT_UID}/k3j4h5g6f7d8/9/shop-pilot`,
    });
    await screen.findByText(DEPLOYMENT_MESSAGES.empty);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Deployment' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Deployment' });
    expect(within(dialog).queryByLabelText('Server')).toBeNull();
    expect(within(dialog).getByText('shop-pilot')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'shop-site (Aerie Git)' });
    fill(dialog, { Repository: '4', 'Deploy path': '/var/www/shop' });
    fireEvent.click(submitOf(dialog));
    await within(dialog).findByText(DEPLOYMENT_MESSAGES.created);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ server_id: 9, repo_id: 4 });
    cleanup();

    answer({
      'GET /api/deployments/10/all': () => ({ body: pageOf([], DEPLOYMENT_RULES.perPage) }),
      [REPOSITORIES]: repositoriesReply,
      [SERVERS]: serversReply,
    });
    showProjectPage({
      path: 'dashboard/project/hosting/:uid/:slug/:serverId/:serverName',
      element: <ServerDeploymentsPage />,
      address: `/dashboard/project/hosting/${PROJECT_UID}/st0pp3dslug/10/stopped-pilot`,
    });
    await screen.findByText(DEPLOYMENT_MESSAGES.empty);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Deployment' })[0]!);
    const stopped = await screen.findByRole('dialog', { name: 'Add Deployment' });
    expect(await within(stopped).findByText(DEPLOYMENT_MESSAGES.serverNotActive)).toBeTruthy();
    await within(stopped).findByRole('option', { name: 'shop-site (Aerie Git)' });
    fill(stopped, { Repository: '4', 'Deploy path': '/var/www/shop' });
    expect(submitOf(stopped).disabled).toBe(true);
  });
});
