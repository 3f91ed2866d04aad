import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { deploymentRuns } from '../src/db/schema/index.js';
import { runsFollowed } from '../src/modules/deployments/follow-run.js';
import { insertDeployment, insertLogLines, insertRun } from './support/deployment-api-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { openSse, type SseEvent, type SseStream } from './support/sse-client.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let sshd: TestSshd;
let gitDir: string;
let origin: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
let deploymentId: number;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-stream-git-'));
  [t, sshd] = await Promise.all([startTestApp({ env: { GIT_DIR: gitDir } }), startSshd()]);
  // A real HTTP server on a free port: the stream is read as it arrives, not after the reply ends.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  team = await projectTeam(t);
  const { owner, project } = team;
  const server = await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id));
  const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id);
  // Written directly, without a first run: the runs below are the test's own.
  deploymentId = (
    await insertDeployment(t, {
      projectId: project.id,
      workspaceId: owner.workspace.id,
      serverId: server.id,
      repositoryId: repository.id,
    })
  ).id;
});
/** A stream still open when the app shuts down: closing must end it, not wait for it. */
let leftOpen: SseStream | null = null;
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop()]);
  if (leftOpen) {
    let event = await leftOpen.next();
    while (event) event = await leftOpen.next();
  }
  rmSync(gitDir, { recursive: true, force: true });
});

const open = (runId: number, options: { token?: string; headers?: Record<string, string>; query?: string } = {}) =>
  openSse(`${origin}/api/deployment-runs/${runId}/stream${options.query ?? ''}`, {
    // The app answers on its own host (APP_URL's), as a browser reaching it there does.
    host: 'aerie.test',
    ...(options.token === undefined ? { authorization: `Bearer ${team.member.token}` } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  });

async function expectEvent(stream: SseStream, event: string): Promise<SseEvent> {
  const next = await stream.next();
  expect(next?.event, JSON.stringify(next)).toBe(event);
  return next!;
}

async function expectLines(stream: SseStream, lines: Array<[seq: number, text: string]>) {
  for (const [seq, text] of lines) {
    const event = await expectEvent(stream, 'line');
    expect(event.id).toBe(String(seq));
    expect(JSON.parse(event.data)).toMatchObject({ seq, line: text, stream: 'stdout', ts: expect.any(String) });
  }
}

const finish = (runId: number, status: 'succeeded' | 'failed') =>
  t.runtime.ctx.db.update(deploymentRuns).set({ status, finishedAt: new Date() }).where(eq(deploymentRuns.id, runId));

describe("a run's live log", () => {
  it('sends each line as it is stored, in order, then the new status and the end', async () => {
    const run = await insertRun(t, deploymentId, { status: 'running', startedAt: new Date() });
    await insertLogLines(t, run.id, ['Cloning main']);
    const stream = await open(run.id);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    // Not kept alive after the stream: closing the app never waits on a reader's idle socket.
    expect(stream.headers.connection).toBe('close');

    expect(JSON.parse((await expectEvent(stream, 'status')).data)).toMatchObject({ id: run.id, status: 'running' });
    await expectLines(stream, [[1, 'Cloning main']]);
    // Written while the stream is open, as a worker in another process would write them.
    await insertLogLines(t, run.id, ['npm ci', 'added 12 packages'], 2);
    await expectLines(stream, [
      [2, 'npm ci'],
      [3, 'added 12 packages'],
    ]);
    await insertLogLines(t, run.id, ['Build done'], 4);
    await finish(run.id, 'succeeded');
    await expectLines(stream, [[4, 'Build done']]);
    expect(JSON.parse((await expectEvent(stream, 'status')).data)).toMatchObject({ status: 'succeeded' });
    expect(JSON.parse((await expectEvent(stream, 'end')).data)).toEqual({ status: 'succeeded' });
    expect(await stream.next()).toBeNull();
  });

  it('resumes after Last-Event-ID (or ?after=) without sending a line twice', async () => {
    const run = await insertRun(t, deploymentId, { status: 'running', startedAt: new Date() });
    await insertLogLines(t, run.id, ['one', 'two', 'three']);
    const first = await open(run.id);
    await expectEvent(first, 'status');
    await expectLines(first, [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ]);
    first.close();

    await insertLogLines(t, run.id, ['four', 'five'], 4);
    await finish(run.id, 'failed');
    const resumed = await open(run.id, { headers: { 'last-event-id': '3' }, query: '?after=1' });
    expect(JSON.parse((await expectEvent(resumed, 'status')).data)).toMatchObject({ status: 'failed' });
    await expectLines(resumed, [
      [4, 'four'],
      [5, 'five'],
    ]);
    await expectEvent(resumed, 'end');
    expect(await resumed.next()).toBeNull();

    const byQuery = await open(run.id, { query: '?after=2' });
    await expectEvent(byQuery, 'status');
    await expectLines(byQuery, [
      [3, 'three'],
      [4, 'four'],
      [5, 'five'],
    ]);
    await expectEvent(byQuery, 'end');
  });

  it('answers 404 to someone who cannot see the run, 401 without a token, 400 to a bad position', async () => {
    const run = await insertRun(t, deploymentId, { status: 'succeeded', finishedAt: new Date() });
    const stranger = await open(run.id, { token: team.stranger.token });
    expect(stranger.status).toBe(404);
    expect(JSON.parse(await stranger.text())).toMatchObject({ success: false, error: 'not_found' });
    const missing = await open(2_000_000_000);
    expect(missing.status).toBe(404);
    await missing.text();

    const anonymous = await open(run.id, { token: '' });
    expect(anonymous.status).toBe(401);
    await anonymous.text();

    const bad = await open(run.id, { query: '?after=-1' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(await bad.text())).toMatchObject({ errors: { after: [expect.any(String)] } });
  });

  it('stops when the client goes away, and a later reader still gets the whole log', async () => {
    const run = await insertRun(t, deploymentId, { status: 'running', startedAt: new Date() });
    const stream = await open(run.id);
    await expectEvent(stream, 'status');
    expect(runsFollowed()).toBe(1);
    stream.close();
    // The server notices the closed connection and stops asking the database.
    await vi.waitFor(() => expect(runsFollowed()).toBe(0), { timeout: 10_000, interval: 20 });
    await insertLogLines(t, run.id, ['after the reader left']);
    await finish(run.id, 'succeeded');
    const later = await open(run.id);
    await expectEvent(later, 'status');
    await expectLines(later, [[1, 'after the reader left']]);
    await expectEvent(later, 'end');
  });

  it('is ended by the server when it shuts down (checked as the file closes the app)', async () => {
    const run = await insertRun(t, deploymentId, { status: 'running', startedAt: new Date() });
    leftOpen = await open(run.id);
    await expectEvent(leftOpen, 'status');
  });
});
