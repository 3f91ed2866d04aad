import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RELEASE_SETTINGS_SAVED, ROLLBACK_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentRuns, deployments, servers } from '../src/db/schema/index.js';
import { createDeployment, insertDeployment, insertReleaseRun, insertRun } from './support/deployment-api-fixtures.js';
import { accountWithWorkspace, projectTeam } from './support/project-fixtures.js';
import { deploymentWithReleases as releaseDeployment, releaseTargets } from './support/release-api-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 28's calls: a deployment's release settings, and Roll back. The app runs no job workers here (role
 * `web`), so every queued run stays queued: what the test wrote is exactly what the calls read. The servers
 * are provisioned local pilots, deployable on every plan without SSH.
 */
let t: TestApp;
let gitDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-releases-git-'));
  t = await startTestApp({ env: { GIT_DIR: gitDir }, role: 'web' });
  team = await projectTeam(t, 'developer');
});
afterAll(async () => {
  await t?.close();
  rmSync(gitDir, { force: true, recursive: true });
});

const projectWithTargets = (owner = team.owner) => releaseTargets(t, owner);
const deploymentWithReleases = () => releaseDeployment(t, team.owner);

const saveSettings = (slug: string, token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/deployments/${slug}/releases`, token, body });
const rollBack = (slug: string, runId: number, token = team.member.token) =>
  t.call({ method: 'POST', url: `/api/deployments/${slug}/runs/${runId}/rollback`, token });
const runsOf = (deploymentId: number) =>
  t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, deploymentId));

describe('release settings', () => {
  it('gives a new deployment releases and the defaults, or in place when asked', async () => {
    const { body } = await projectWithTargets();
    const made = await createDeployment(t, team.owner.token, body());
    expect(made).toMatchObject({
      strategy: 'releases',
      shared_paths: [],
      keep_releases: 5,
      restart_command: null,
      health_check: { url: null, command: null, timeout_seconds: 5, retry_seconds: 30 },
    });
    const inPlace = await createDeployment(t, team.owner.token, body({ strategy: 'in_place' }));
    expect(inPlace.strategy).toBe('in_place');
  });

  it('saves every setting for a developer, switches the strategy both ways, and shows them in the lists', async () => {
    const { project, body } = await projectWithTargets();
    const made = await createDeployment(t, team.owner.token, body());
    const saved = await saveSettings(made.slug, team.member.token, {
      strategy: 'in_place',
      shared_paths: ['storage', ' .env ', 'public/uploads'],
      keep_releases: 12,
      restart_command: '  pm2 reload ecosystem.config.js  ',
      health_check_url: 'http://127.0.0.1:3000/health',
      health_check_command: '   ',
      health_check_timeout_seconds: 10,
      health_check_retry_seconds: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(RELEASE_SETTINGS_SAVED);
    expect(saved.json().data).toMatchObject({
      strategy: 'in_place',
      // Trimmed as saved; a blank command is no command.
      shared_paths: ['storage', '.env', 'public/uploads'],
      keep_releases: 12,
      restart_command: 'pm2 reload ecosystem.config.js',
      health_check: { url: 'http://127.0.0.1:3000/health', command: null, timeout_seconds: 10, retry_seconds: 0 },
    });
    const listed = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/deployments`,
      token: team.owner.token,
    });
    expect(listed.json().data.data[0]).toMatchObject({ slug: made.slug, strategy: 'in_place', keep_releases: 12 });

    // Back to releases; omitted settings go back to their defaults, as on a new deployment.
    const back = await saveSettings(made.slug, team.owner.token, {
      strategy: 'releases',
      health_check_command: 'curl -fsS http://127.0.0.1:3000/health',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      strategy: 'releases',
      shared_paths: [],
      keep_releases: 5,
      restart_command: null,
      health_check: { url: null, command: 'curl -fsS http://127.0.0.1:3000/health', timeout_seconds: 5 },
    });
  });

  it('refuses bad input on its field and writes nothing; another workspace’s deployment is 404', async () => {
    const { body } = await projectWithTargets();
    const made = await createDeployment(t, team.owner.token, body());
    const [before] = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, made.id));
    const bad = await saveSettings(made.slug, team.owner.token, {
      strategy: 'in_place',
      shared_paths: ['storage', '../../etc'],
      keep_releases: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['shared_paths']);
    const [after] = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, made.id));
    expect(after).toEqual(before);

    const stranger = await saveSettings(made.slug, team.stranger.token, { strategy: 'in_place' });
    expect(stranger.statusCode).toBe(404);
    expect((await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, made.id)))[0]).toEqual(before);
  });
});

describe('roll back', () => {
  it('queues a rollback to an earlier release, started by the caller, and lists runs with their releases', async () => {
    const { deployment, older, live } = await deploymentWithReleases();
    const pruned = await insertReleaseRun(t, deployment.id, '0-9999999', {
      releasePruned: true,
      finishedAt: new Date(0),
    });
    const reply = await rollBack(deployment.slug, older.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: ROLLBACK_MESSAGES.queued,
      data: {
        status: 'queued',
        kind: 'rollback',
        trigger: 'manual',
        triggered_by: 'user',
        rollback_of_run_id: older.id,
        started_by: { id: team.member.userId },
        release: null,
        rolled_back: false,
      },
    });
    const runs = await t.call({
      method: 'GET',
      url: `/api/deployments/${deployment.slug}/runs`,
      token: team.owner.token,
    });
    const byId = new Map(
      runs.json().data.data.map((run: { id: number }) => [run.id, run] as const) as Array<[number, unknown]>,
    );
    expect(byId.get(live.id)).toMatchObject({ kind: 'deploy', release: '2-bbbbbbb', release_present: true });
    expect(byId.get(pruned.id)).toMatchObject({ release: '0-9999999', release_present: false });
    expect(byId.get(reply.json().data.id)).toMatchObject({ kind: 'rollback', rollback_of_run_id: older.id });
  });

  it('refuses, with what to do instead, a release that is gone, never stayed live or is live now', async () => {
    const { deployment, live } = await deploymentWithReleases();
    await t.runtime.ctx.db.update(deployments).set({ keepReleases: 3 }).where(eq(deployments.id, deployment.id));
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const pruned = await insertReleaseRun(t, deployment.id, '0-1234567', { releasePruned: true, finishedAt: at(60) });
    const rolledBack = await insertReleaseRun(t, deployment.id, '3-ccccccc', {
      status: 'failed',
      rolledBack: true,
      finishedAt: at(30),
    });
    const failed = await insertRun(t, deployment.id, { status: 'failed', release: '4-ddddddd', finishedAt: at(20) });
    const inPlace = await insertRun(t, deployment.id, { status: 'succeeded', finishedAt: at(90) });
    const rollback = await insertReleaseRun(t, deployment.id, '1-aaaaaaa', {
      kind: 'rollback',
      rollbackOfRunId: live.id,
      finishedAt: at(45),
    });
    const cases: Array<[number, string]> = [
      [pruned.id, 'Release 0-1234567 was removed from the server (only the last 3 are kept); deploy again instead.'],
      [rolledBack.id, ROLLBACK_MESSAGES.rolledBack(rolledBack.id)],
      [failed.id, ROLLBACK_MESSAGES.notSucceeded(failed.id)],
      [inPlace.id, ROLLBACK_MESSAGES.noRelease(inPlace.id)],
      [rollback.id, ROLLBACK_MESSAGES.ofRollback(rollback.id)],
      [live.id, ROLLBACK_MESSAGES.live('2-bbbbbbb')],
    ];
    const before = (await runsOf(deployment.id)).length;
    for (const [runId, message] of cases) {
      const reply = await rollBack(deployment.slug, runId);
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toEqual({ success: false, error: 'unprocessable', message });
    }
    expect(await runsOf(deployment.id)).toHaveLength(before);
  });

  it('refuses a deployment that builds in place', async () => {
    const { deployment, older } = await deploymentWithReleases();
    await t.runtime.ctx.db.update(deployments).set({ strategy: 'in_place' }).where(eq(deployments.id, deployment.id));
    const reply = await rollBack(deployment.slug, older.id);
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().message).toBe(ROLLBACK_MESSAGES.inPlace);
  });

  it('answers 404 for a run of another deployment, an unknown run and someone else’s deployment', async () => {
    const first = await deploymentWithReleases();
    const second = await deploymentWithReleases();
    expect((await rollBack(first.deployment.slug, second.older.id)).statusCode).toBe(404);
    expect((await rollBack(first.deployment.slug, 2_000_000_000)).statusCode).toBe(404);
    const stranger = await rollBack(first.deployment.slug, first.older.id, team.stranger.token);
    expect(stranger.statusCode).toBe(404);
    // The stranger's own deployment does not open another workspace's run either.
    const own = await accountWithWorkspace(t);
    const { refs } = await projectWithTargets(own);
    const theirs = await insertDeployment(t, refs);
    expect((await rollBack(theirs.slug, first.older.id, own.token)).statusCode).toBe(404);
    expect(await runsOf(first.deployment.id)).toHaveLength(2);
  });

  it('keeps Deploy now’s guards: a server switched off since, and a deployment paused by the plan', async () => {
    const { deployment, older, server } = await deploymentWithReleases();
    await t.runtime.ctx.db.update(servers).set({ active: 0 }).where(eq(servers.id, server.id));
    const off = await rollBack(deployment.slug, older.id);
    expect(off.statusCode, off.body).toBe(400);

    // An Air workspace allows 3 deployments: the fourth, newest, is paused.
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { refs } = await projectWithTargets(owner);
    for (let count = 0; count < 3; count += 1) await insertDeployment(t, refs);
    const paused = await insertDeployment(t, refs);
    const target = await insertReleaseRun(t, paused.id, '1-aaaaaaa');
    await insertReleaseRun(t, paused.id, '2-bbbbbbb');
    const refused = await rollBack(paused.slug, target.id, owner.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors).toEqual({ plan: ['upgrade'] });
    expect(await runsOf(paused.id)).toHaveLength(2);
  });
});
