// @vitest-environment jsdom
import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES, type WorkspaceRole } from '@aerie/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  aDeployment,
  aLine,
  answer,
  aRun,
  aRunDetail,
  lineFrame,
  liveStream,
  MEMBER_ID,
  pageOf,
  PROJECT_UID,
  showProjectPage,
  TOKEN,
} from '../test-support';
import { RECONNECT_FIRST_MS } from '../use-run-log';
import RunPage from './run-page';
import RunsPage from './runs-page';

beforeEach(() => {
  document.cookie = `token=${TOKEN}; Path=/`;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('RunsPage', () => {
  it('lists the runs with status, trigger, commit, who and duration; Deploy now opens the new run', async () => {
    const calls = answer({
      'GET /api/deployments/d3pl0ym3ntab/runs': () => {
        const runs = pageOf(
          [
            aRun({
              id: 43,
              status: 'failed',
              trigger: 'push',
              triggered_by: 'deployment',
              started_by: null,
              exit_code: 2,
            }),
            aRun({ id: 41, status: 'succeeded', trigger: 'create' }),
          ],
          DEPLOYMENT_RULES.runsPerPage,
        );
        // In place: the commit has its own column (with releases the release's name carries it).
        return { body: { ...runs, data: { ...runs.data, deployment: aDeployment({ strategy: 'in_place' }) } } };
      },
      'POST /api/deployments/d3pl0ym3ntab/runs': () => ({
        body: { success: true, message: DEPLOYMENT_MESSAGES.runQueued, data: aRun({ id: 44, status: 'queued' }) },
      }),
    });
    const router = showProjectPage({
      path: 'dashboard/project/:uid/deployments/:slug/runs',
      element: <RunsPage />,
      address: `/dashboard/project/${PROJECT_UID}/deployments/d3pl0ym3ntab/runs?tab=deployment`,
      extraRoutes: [{ path: 'dashboard/project/:uid/runs/:runId', element: <p>run page</p> }],
    });
    const table = await screen.findByRole('table');
    // The phone list carries the same runs, stacked (hidden by CSS from 640 px).
    const phoneItems = within(screen.getByRole('list', { name: 'Runs' })).getAllByRole('listitem');
    expect(phoneItems.map((item) => within(item).getByRole('link').textContent)).toEqual(['#43', '#41']);
    expect(phoneItems[0]!.textContent).toContain('Push');
    for (const header of ['Run', 'Status', 'Trigger', 'Commit', 'Started by', 'Started', 'Duration']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('failed')).toBeTruthy();
    expect(within(rows[0]!).getByText('Push')).toBeTruthy();
    // A push run is the deployment's own: no person is named as having started it.
    expect(within(rows[0]!).getByText('The deployment')).toBeTruthy();
    expect(within(rows[1]!).getByText('9f8e7d6')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ada Baker')).toBeTruthy();
    expect(within(rows[1]!).getByText('48 s')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/deployments/d3pl0ym3ntab/runs?page=1');
    // The header names the deployment from the same reply (a bare link or reload has nothing else).
    expect(screen.getByText('shop-pilot:/var/www/shop')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Deploy now' }));
    expect(await screen.findByText('run page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/project/${PROJECT_UID}/runs/44`);
  });
});

const RUN = 'GET /api/deployment-runs/41';
const STREAM = 'GET /api/deployment-runs/41/stream';

function showRun(role?: WorkspaceRole) {
  return showProjectPage({
    path: 'dashboard/project/:uid/runs/:runId',
    element: <RunPage />,
    address: `/dashboard/project/${PROJECT_UID}/runs/41`,
    ...(role && { userId: MEMBER_ID, role }),
  });
}

function logLines() {
  return within(screen.getByRole('log', { name: 'Run log' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);
}

describe('RunPage', () => {
  it('shows a finished run with its facts and its kept log, without opening the stream', async () => {
    const calls = answer({
      [RUN]: () => ({
        body: {
          success: true,
          data: aRunDetail({
            status: 'failed',
            exit_code: 127,
            failure_reason: '`npm ci` failed with exit code 127.',
            lines: [
              aLine(1, 'Cloning main', 'system'),
              aLine(2, "Cloning into '/var/www/shop'...", 'stderr'),
              aLine(3, '$ npm ci', 'system'),
              aLine(4, 'bash: npm: command not found'),
              aLine(5, 'The last lines of `npm ci`:', 'error'),
              aLine(6, '  bash: npm: command not found', 'error'),
              aLine(7, 'Failed: `npm ci` failed with exit code 127.', 'system'),
            ],
          }),
        },
      }),
    });
    showRun();
    expect(await screen.findByRole('heading', { name: 'Run #41' })).toBeTruthy();
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.getByText('9f8e7d6')).toBeTruthy();
    expect(screen.getByText('Ada Baker')).toBeTruthy();
    expect(screen.getByText('48 s')).toBeTruthy();
    // The reason names the exit code already: it is not added twice.
    expect(screen.getByText('`npm ci` failed with exit code 127.')).toBeTruthy();
    expect(logLines()).toHaveLength(7);
    // Colour by exit status, not stream: git's progress on stderr is plain output; only the failure is red.
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-tone'))).toEqual([
      'aerie',
      'output',
      'command',
      'output',
      'failure',
      'failure',
      'aerie',
    ]);
    const redLines = items.filter((item) => item.querySelector('span')!.className.includes('rose'));
    expect(redLines.map((item) => item.textContent)).toEqual([
      expect.stringContaining('The last lines of `npm ci`:'),
      expect.stringContaining('bash: npm: command not found'),
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/deployment-runs/41']);
  });

  it('follows the live stream with the token in a header, resumes after a drop without duplicates, and stops at end', async () => {
    let finished = false;
    const first = liveStream();
    const second = liveStream();
    const streams = [first, second];
    const calls = answer({
      [RUN]: () => ({
        body: {
          success: true,
          data: finished
            ? aRunDetail({
                lines: [aLine(1, 'Cloning main'), aLine(2, 'pwd'), aLine(3, '/var/www/shop'), aLine(4, 'done')],
              })
            : aRunDetail({
                status: 'running',
                finished_at: null,
                commit_sha: null,
                lines: [aLine(1, 'Cloning main'), aLine(2, 'pwd')],
              }),
        },
      }),
      [STREAM]: () => {
        const next = streams.shift();
        if (!next) throw new Error('a third stream was opened after the end');
        return { stream: next.stream };
      },
    });
    showRun();
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(logLines()).toEqual(['Cloning main', 'pwd']);
    const firstCall = calls.find((call) => call.path.endsWith('/stream'))!;
    expect(firstCall.path).toBe('/api/deployment-runs/41/stream');
    expect(firstCall.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(firstCall.headers['last-event-id']).toBe('2');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    // A repeated line (the server resent seq 2) is dropped; a frame split across chunks still arrives whole.
    const third = lineFrame(aLine(3, '/var/www/shop'));
    act(() => {
      first.send(': heartbeat\n\n' + lineFrame(aLine(2, 'pwd')) + third.slice(0, 20));
    });
    act(() => first.send(third.slice(20)));
    await vi.waitFor(() => expect(logLines()).toEqual(['Cloning main', 'pwd', '/var/www/shop']));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => first.drop());
    expect(await screen.findByText('Connection lost, reconnecting…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(RECONNECT_FIRST_MS));
    await screen.findByText('Live');
    const streamCalls = calls.filter((call) => call.path.endsWith('/stream'));
    expect(streamCalls).toHaveLength(2);
    expect(streamCalls[1]?.headers['last-event-id']).toBe('3');

    finished = true;
    act(() => {
      second.send(lineFrame(aLine(4, 'done')));
      second.send('event: status\ndata: {"status":"succeeded"}\n\n');
      second.send('event: end\ndata: {"status":"succeeded"}\n\n');
    });
    await vi.waitFor(() => expect(logLines()).toEqual(['Cloning main', 'pwd', '/var/www/shop', 'done']));
    expect(await screen.findByText('succeeded')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(screen.queryByText('Live')).toBeNull();
    await act(async () => vi.advanceTimersByTime(RECONNECT_FIRST_MS * 20));
    expect(calls.filter((call) => call.path.endsWith('/stream'))).toHaveLength(2);
  });

  it('shows the lines in the order written when the stream sends one late and ends before the last fetch returns', async () => {
    const stream = liveStream();
    let fetches = 0;
    let releaseLastFetch!: () => void;
    const lastFetch = new Promise<void>((resolve) => (releaseLastFetch = resolve));
    const running = { status: 'running' as const, finished_at: null };
    const stored = [
      aLine(1, 'Running build commands…', 'system'),
      aLine(2, '$ npm run build', 'system'),
      aLine(3, 'built'),
      aLine(4, '$ npm test', 'system'),
      aLine(5, 'tested'),
      aLine(6, 'Deployment finished.', 'system'),
    ];
    answer({
      [RUN]: () => {
        fetches += 1;
        const data =
          fetches === 1 ? aRunDetail({ ...running, lines: stored.slice(0, 2) }) : aRunDetail({ lines: stored });
        return { body: { success: true, data } };
      },
      [STREAM]: () => ({ stream: stream.stream }),
    });
    const answered = globalThis.fetch;
    // Every fetch of the run after the first waits until the test lets it return.
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.endsWith('/deployment-runs/41') && fetches >= 1) await lastFetch;
      return answered(input, init);
    });
    showRun();
    expect(await screen.findByText('Live')).toBeTruthy();
    // The stream repeats a line, sends "finished" before a command's output (seq 3) and never sends seq 5.
    act(() => {
      stream.send(lineFrame(stored[1]!));
      stream.send(lineFrame(stored[3]!));
      stream.send(lineFrame(stored[5]!));
      stream.send(lineFrame(stored[2]!));
      stream.send('event: status\ndata: {"status":"succeeded"}\n\n');
      stream.send('event: end\ndata: {"status":"succeeded"}\n\n');
    });
    await vi.waitFor(() =>
      expect(logLines()).toEqual([
        'Running build commands…',
        '$ npm run build',
        'built',
        '$ npm test',
        'Deployment finished.',
      ]),
    );
    // The stream is over; the fetch that follows brings the line it missed, in its place.
    releaseLastFetch();
    await vi.waitFor(() => expect(logLines()).toEqual(stored.map((line) => line.line)));
    expect(logLines().at(-1)).toBe('Deployment finished.');
  });

  it('asks for the run again on its own lines until the fetched commit shows', async () => {
    const stream = liveStream();
    let fetched = false;
    const calls = answer({
      [RUN]: () => {
        const running = { status: 'running' as const, finished_at: null };
        const lines = [aLine(1, 'Connecting to shop-pilot…', 'system')];
        const data = fetched
          ? aRunDetail({ ...running, lines: [...lines, aLine(2, 'At commit 9f8e7d6.', 'system')] })
          : aRunDetail({ ...running, commit_sha: null, lines });
        return { body: { success: true, data } };
      },
      [STREAM]: () => ({ stream: stream.stream }),
    });
    showRun();
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.queryByText('9f8e7d6')).toBeNull();
    fetched = true;
    act(() => stream.send(lineFrame(aLine(2, 'At commit 9f8e7d6.', 'system'))));
    expect(await screen.findByText('9f8e7d6')).toBeTruthy();
    const runFetches = () => calls.filter((call) => call.path === '/api/deployment-runs/41').length;
    const settled = runFetches();
    // Once the commit is known, further lines ask for nothing more.
    act(() => stream.send(lineFrame(aLine(3, 'Running build commands…', 'system'))));
    await vi.waitFor(() => expect(logLines()).toContain('Running build commands…'));
    expect(runFetches()).toBe(settled);
  });

  it('cancels a queued run', async () => {
    const stream = liveStream();
    const calls = answer({
      [RUN]: () => ({
        body: { success: true, data: aRunDetail({ status: 'queued', started_at: null, finished_at: null }) },
      }),
      [STREAM]: () => ({ stream: stream.stream }),
      'POST /api/deployment-runs/41/cancel': () => ({
        body: { success: true, message: DEPLOYMENT_MESSAGES.runCancelled, data: aRun({ status: 'queued' }) },
      }),
    });
    showRun();
    expect(await screen.findByText('Waiting for the run to start…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(DEPLOYMENT_MESSAGES.runCancelled)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/deployment-runs/41/cancel')).toBe(true);
  });

  it('shows a guest Cancel unavailable, with the reason, and sends nothing', async () => {
    const stream = liveStream();
    const calls = answer({
      [RUN]: () => ({
        body: { success: true, data: aRunDetail({ status: 'queued', started_at: null, finished_at: null }) },
      }),
      [STREAM]: () => ({ stream: stream.stream }),
    });
    showRun('guest');
    expect(await screen.findByText('Waiting for the run to start…')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cancel);
    expect(screen.getByRole('tooltip').textContent).toBe('Only a developer or above can run deployments.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says so when the run is not there (another workspace's or deleted)", async () => {
    answer({ [RUN]: () => ({ status: 404, body: { success: false, message: 'Run not found', error: 'not_found' } }) });
    showRun();
    expect(await screen.findByText("We couldn't find this run")).toBeTruthy();
  });
});
