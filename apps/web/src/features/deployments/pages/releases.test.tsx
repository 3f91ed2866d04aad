// @vitest-environment jsdom
import {
  DEPLOYMENT_RULES,
  APP_PORT_MESSAGE,
  RELEASE_SETTINGS_SAVED,
  ROLLBACK_MESSAGES,
  type Deployment,
  type RunSummary,
  type WorkspaceRole,
} from '@aerie/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aDeployment, answer, aRun, MEMBER_ID, pageOf, PROJECT_UID, showProjectPage, TOKEN } from '../test-support';
import RunsPage from './runs-page';

beforeEach(() => {
  document.cookie = `token=${TOKEN}; Path=/`;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

const RUNS = 'GET /api/deployments/d3pl0ym3ntab/runs';
const SETTINGS = 'POST /api/deployments/d3pl0ym3ntab/releases';

/** Newest first: a failed deploy rolled back, the live release, an older one on disk, a pruned one, a rollback. */
const RUNS_LIST: RunSummary[] = [
  aRun({ id: 45, status: 'failed', release: '45-cccc333', rolled_back: true }),
  aRun({ id: 44, release: '44-bbbb222' }),
  aRun({ id: 43, kind: 'rollback', trigger: 'manual', release: '41-9f8e7d6', rollback_of_run_id: 41 }),
  aRun({ id: 42, release: '42-aaaa111' }),
  aRun({ id: 41, release: '41-9f8e7d6', release_present: false }),
];

function runsReply(deployment: Deployment = aDeployment(), runs: RunSummary[] = RUNS_LIST) {
  const page = pageOf(runs, DEPLOYMENT_RULES.runsPerPage);
  return { body: { ...page, data: { ...page.data, deployment } } };
}

function showRuns(role?: WorkspaceRole) {
  return showProjectPage({
    path: 'dashboard/project/:uid/deployments/:slug/runs',
    element: <RunsPage />,
    address: `/dashboard/project/${PROJECT_UID}/deployments/d3pl0ym3ntab/runs`,
    extraRoutes: [{ path: 'dashboard/project/:uid/runs/:runId', element: <p>run page</p> }],
    ...(role && { userId: MEMBER_ID, role }),
  });
}

const rowOf = async (runId: number) =>
  (await screen.findByRole('table')).querySelector(`a[href$="/runs/${runId}"]`)!.closest('tr')!;

describe('the runs list with releases', () => {
  it('shows each run’s release, pruned, rolled back and a rollback’s source; Roll back only on other present releases', async () => {
    answer({ [RUNS]: () => runsReply() });
    showRuns();
    const rolledBack = within(await rowOf(45));
    expect(rolledBack.getByText('release 45-cccc333')).toBeTruthy();
    expect(rolledBack.getByText('rolled back')).toBeTruthy();
    expect(within(await rowOf(43)).getByText('Roll back')).toBeTruthy();
    expect(within(await rowOf(43)).getByText('to run #41')).toBeTruthy();
    expect(within(await rowOf(41)).getByText('pruned')).toBeTruthy();
    // 44 is live, 45 failed, 43 is a rollback, 41 is gone: only 42 can be switched back to.
    const buttons = within(screen.getByRole('table')).getAllByRole('button', { name: /^Roll back to run/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Roll back to run #42']);
    // Who started each run shows beside it.
    expect(within(await rowOf(42)).getByText('Ada Baker')).toBeTruthy();
    // The live release is marked on its newest run only; the release's name carries the commit, so no column does.
    expect(within(await rowOf(44)).getByText('live')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByText('live')).toHaveLength(1);
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Commit' })).toBeNull();
  });

  it('marks live the release a run switched to even when the run was interrupted after the switch', async () => {
    const interrupted = aRun({
      id: 46,
      status: 'failed',
      failure_reason: 'interrupted',
      kind: 'rollback',
      trigger: 'manual',
      release: '42-aaaa111',
      rollback_of_run_id: 42,
      went_live_at: '2026-11-22T11:00:00.000Z',
    });
    answer({ [RUNS]: () => runsReply(aDeployment(), [interrupted, ...RUNS_LIST]) });
    showRuns();
    expect(within(await rowOf(46)).getByText('live')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByText('live')).toHaveLength(1);
    // 42's release is live now; 44's, live before the rollback, can be switched back to.
    const buttons = within(screen.getByRole('table')).getAllByRole('button', { name: /^Roll back to run/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Roll back to run #44']);
  });

  it('offers no Roll back on a deployment that builds in place', async () => {
    answer({ [RUNS]: () => runsReply(aDeployment({ strategy: 'in_place' })) });
    showRuns();
    await rowOf(42);
    expect(screen.queryAllByRole('button', { name: /^Roll back to run/ })).toHaveLength(0);
  });

  it('asks first, then queues the rollback and opens the new run', async () => {
    const calls = answer({
      [RUNS]: () => runsReply(),
      'POST /api/deployments/d3pl0ym3ntab/runs/42/rollback': () => ({
        body: {
          success: true,
          message: ROLLBACK_MESSAGES.queued,
          data: aRun({ id: 46, status: 'queued', kind: 'rollback', rollback_of_run_id: 42, release: null }),
        },
      }),
    });
    const router = showRuns();
    fireEvent.click(within(await rowOf(42)).getByRole('button', { name: 'Roll back to run #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to run #42?' });
    expect(within(dialog).getByText('release 42-aaaa111')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('run page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/runs/46`);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const message = ROLLBACK_MESSAGES.pruned('42-aaaa111', 5);
    answer({
      [RUNS]: () => runsReply(),
      'POST /api/deployments/d3pl0ym3ntab/runs/42/rollback': () => ({
        status: 422,
        body: { success: false, error: 'unprocessable', message },
      }),
    });
    showRuns();
    fireEvent.click(within(await rowOf(42)).getByRole('button', { name: 'Roll back to run #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to run #42?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('shows a guest Roll back and Release settings unavailable, with the reason', async () => {
    answer({ [RUNS]: () => runsReply() });
    showRuns('guest');
    const rollBack = within(await rowOf(42)).getByRole('button', { name: 'Roll back to run #42' });
    expect(rollBack.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(rollBack);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Release settings' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('release settings', () => {
  async function openSettings(deployment = aDeployment()) {
    const calls = answer({
      [RUNS]: () => runsReply(deployment),
      [SETTINGS]: (call) => ({
        body: { success: true, message: RELEASE_SETTINGS_SAVED, data: { ...deployment, ...(call.body as object) } },
      }),
    });
    showRuns();
    await rowOf(42);
    fireEvent.click(screen.getByRole('button', { name: 'Release settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release settings' });
    return { calls, dialog };
  }
  const change = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));

  it('opens with the deployment’s settings and sends shared paths as a list and numbers as numbers', async () => {
    const { calls, dialog } = await openSettings(
      aDeployment({
        shared_paths: ['storage', '.env'],
        keep_releases: 3,
        health_check: { url: 'http://127.0.0.1:3000/health', command: null, timeout_seconds: 5, retry_seconds: 30 },
      }),
    );
    expect((within(dialog).getByLabelText('Shared paths') as HTMLTextAreaElement).value).toBe('storage\n.env');
    expect((within(dialog).getByLabelText('Health check URL') as HTMLInputElement).value).toBe(
      'http://127.0.0.1:3000/health',
    );
    change(dialog, 'Shared paths', 'storage\n\n .env \npublic/uploads');
    change(dialog, 'Releases to keep', '8');
    change(dialog, 'Restart command (optional)', 'pm2 reload ecosystem.config.js');
    change(dialog, 'Health check', 'command');
    change(dialog, 'Health check command', 'curl -fsS http://127.0.0.1:3000/health');
    change(dialog, 'Keep retrying for (seconds)', '60');
    change(dialog, 'App port (optional)', ' 3000 ');
    save(dialog);
    expect(await within(dialog).findByText(RELEASE_SETTINGS_SAVED)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      strategy: 'releases',
      shared_paths: ['storage', '.env', 'public/uploads'],
      keep_releases: 8,
      restart_command: 'pm2 reload ecosystem.config.js',
      health_check_url: null,
      health_check_command: 'curl -fsS http://127.0.0.1:3000/health',
      health_check_timeout_seconds: 5,
      health_check_retry_seconds: 60,
      app_port: 3000,
    });
  });

  it('says what is wrong on each field before sending, with the contract’s words', async () => {
    const { calls, dialog } = await openSettings();
    change(dialog, 'Shared paths', 'storage\n../outside');
    change(dialog, 'Releases to keep', '0');
    change(dialog, 'Health check', 'url');
    change(dialog, 'Health check URL', 'ftp://127.0.0.1/health');
    change(dialog, 'App port (optional)', '65536');
    save(dialog);
    expect(
      await within(dialog).findByText('Shared paths cannot go through . or .. : "../outside" would leave the release'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Keep releases must be between 1 and 50')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Health check URL must be an http:// or https:// address, e.g. http://127.0.0.1:3000/health',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(APP_PORT_MESSAGE)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts the server’s field error beside its field', async () => {
    const message = 'Shared paths list "storage" twice';
    const calls = answer({
      [RUNS]: () => runsReply(),
      [SETTINGS]: () => ({
        status: 400,
        body: { success: false, error: 'validation_failed', message, errors: { shared_paths: [message] } },
      }),
    });
    showRuns();
    await rowOf(42);
    fireEvent.click(screen.getByRole('button', { name: 'Release settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release settings' });
    change(dialog, 'Shared paths', 'uploads');
    save(dialog);
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText('Shared paths').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('switches to in place, leaving the release fields out of sight', async () => {
    const { calls, dialog } = await openSettings();
    change(dialog, 'How it deploys', 'in_place');
    expect(within(dialog).queryByLabelText('Shared paths')).toBeNull();
    save(dialog);
    await within(dialog).findByText(RELEASE_SETTINGS_SAVED);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ strategy: 'in_place' });
  });
});
