import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES, REPOSITORY_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentRuns, deployments, repositories, servers } from '../src/db/schema/index.js';
import { fireDueSchedules } from '../src/modules/deployments/fire-schedules.js';
import {
  createDeployment,
  deploymentBody,
  insertDeployment,
  insertLogLines,
  insertRun,
} from './support/deployment-api-fixtures.js';
import { accountWithWorkspace, createProject, projectTeam } from './support/project-fixtures.js';
import { connectBody, connectServer, insertPilot, PROVISIONED_LOCAL_PILOT } from './support/server-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let sshd: TestSshd;
let gitDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-deploy-git-'));
  [t, sshd] = await Promise.all([startTestApp({ env: { GIT_DIR: gitDir } }), startSshd()]);
  team = await projectTeam(t, 'maintainer');
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop()]);
  rmSync(gitDir, { recursive: true, force: true });
});

let repositoryCount = 0;
/** A project of `owner` (the team's owner unless told) with the test sshd connected and an Aerie Git repository. */
/**
 * A project with a server and a repository to deploy. `server: 'pilot'` deploys to a provisioned local
 * pilot instead of the connected sshd: an Air workspace cannot connect its own server (plan table), but
 * every plan may have a pilot.
 */
async function projectWithTargets(
  owner = team.owner,
  project?: { id: number; u_id: string },
  kind: 'connection' | 'pilot' = 'connection',
) {
  const target = project ?? (await createProject(t, owner.token, owner.workspace.id, { name: 'Deploys' }));
  const server =
    kind === 'pilot'
      ? await insertPilot(t, { id: target.id, workspace: { id: owner.workspace.id } }, PROVISIONED_LOCAL_PILOT)
      : await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, target.u_id));
  repositoryCount += 1;
  const repository = await createRepository(t, owner.token, owner.workspace.slug, target.u_id, {
    name: `site-${repositoryCount}`,
  });
  const body = (overrides: Record<string, unknown> = {}) =>
    deploymentBody({ serverId: server.id, repositoryId: repository.id, projectUid: target.u_id }, overrides);
  return { project: target, server, repository, body };
}

const create = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/deployments/create', token, body });
const runsOf = (deploymentId: number) =>
  t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, deploymentId));

describe('creating a deployment', () => {
  it('answers with the deployment, its server and repository, and its first run queued in the same step', async () => {
    const { project, server, repository, body } = await projectWithTargets();
    const reply = await create(
      team.owner.token,
      body({ branch: 'release/1.2', schedule: '03:30:00', timezone: 'Europe/London' }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, data } = reply.json();
    expect(message).toBe(DEPLOYMENT_MESSAGES.created);
    expect(data).toMatchObject({
      slug: expect.stringMatching(/^[a-z0-9]{24}$/),
      server: { name: 'Web 1', ip: sshd.host },
      repository: { name: repository.name, platform: 'aerie' },
      branch: 'release/1.2',
      repo_id: repository.id,
      server_id: server.id,
      auto_deploy: 0,
      project_id: project.id,
      schedule: '03:30:00',
      timezone: 'Europe/London',
      push_to_deploy: false,
      last_run: { status: 'queued', trigger: 'create', started_by: { id: team.owner.userId } },
    });
    expect(new Date(data.next_run_at).getTime()).toBeGreaterThan(Date.now());
    const runs = await runsOf(data.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: data.last_run.id, trigger: 'create', startedById: team.owner.userId });
  });

  it('lets a maintainer of the project create one; a stranger hears 404 and nothing is written', async () => {
    const { project, body } = await projectWithTargets();
    expect((await create(team.member.token, body())).statusCode).toBe(200);
    const refused = await create(team.stranger.token, body());
    expect(refused.statusCode, refused.body).toBe(404);
    const rows = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.projectId, project.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a server that is not active, an ftp connection, an expired pilot and another project’s server', async () => {
    const { project, server, body } = await projectWithTargets();
    const other = await projectWithTargets();
    const ftp = await t.call({
      method: 'POST',
      url: `/api/falcons/add/${team.owner.workspace.slug}`,
      token: team.owner.token,
      body: connectBody(sshd, project.u_id, { protocal: 'ftp', port: 21, ssh: undefined, password: 'ftp-secret-1' }),
    });
    expect(ftp.statusCode, ftp.body).toBe(200);
    const expired = await insertPilot(
      t,
      { id: project.id, workspace: { id: team.owner.workspace.id } },
      { active: 1, ip: '127.0.0.1', providerServerId: 'gone', expiresAt: new Date(Date.now() - 1000) },
    );
    const [inactive] = await t.runtime.ctx.db
      .insert(servers)
      .values({ ...(await serverRow(server.id)), id: undefined, slug: `off${Date.now()}`, active: 0 })
      .returning();
    for (const serverId of [inactive!.id, ftp.json().data.id, expired.id, other.server.id]) {
      const reply = await create(team.owner.token, body({ server_id: serverId }));
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors).toEqual({ server_id: [DEPLOYMENT_MESSAGES.serverNotActive] });
    }
    const rows = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it('takes a provisioned local pilot, which Aerie reaches without SSH', async () => {
    const { project, body } = await projectWithTargets();
    const pilot = await insertPilot(
      t,
      { id: project.id, workspace: { id: team.owner.workspace.id } },
      { active: 1, ip: '127.0.0.1', providerServerId: 'local-pilot-1' },
    );
    const reply = await create(team.owner.token, body({ server_id: pilot.id }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ server_id: pilot.id, server: { name: 'Pilot', ip: '127.0.0.1' } });
  });

  it('answers 404 for a repository of another project and writes nothing', async () => {
    const { project, body } = await projectWithTargets();
    const other = await projectWithTargets();
    const reply = await create(team.owner.token, body({ repo_id: other.repository.id }));
    expect(reply.statusCode, reply.body).toBe(404);
    expect(reply.json().error).toBe('not_found');
    const rows = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it('stops at the plan: Air allows 3 deployments and no git deployment (403 with errors.plan)', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { body } = await projectWithTargets(owner, undefined, 'pilot');
    const pushed = await create(owner.token, body({ push_to_deploy: true }));
    expect(pushed.statusCode, pushed.body).toBe(403);
    expect(pushed.json()).toMatchObject({ error: 'forbidden', errors: { plan: ['upgrade'] } });
    for (let index = 0; index < 3; index += 1) expect((await create(owner.token, body())).statusCode).toBe(200);
    const fourth = await create(owner.token, body());
    expect(fourth.statusCode, fourth.body).toBe(403);
    expect(fourth.json()).toMatchObject({ error: 'forbidden', errors: { plan: ['upgrade'] } });
    expect(fourth.json().message).toMatch(/Air plan allows up to 3 deployments/);
  });

  it('refuses push to deploy for a provider repository whose platform the workspace has not connected', async () => {
    // A provider's pushes arrive through a webhook made with the workspace's connection (provider-push.test.ts).
    const { project, body } = await projectWithTargets();
    const [github] = await t.runtime.ctx.db
      .insert(repositories)
      .values({ projectId: project.id, workspaceId: team.owner.workspace.id, platform: 'github', name: 'gh-site' })
      .returning();
    const reply = await create(team.owner.token, body({ repo_id: github!.id, push_to_deploy: true }));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().errors).toEqual({ push_to_deploy: [REPOSITORY_MESSAGES.notConnected] });
    const rows = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.projectId, project.id));
    expect(rows).toEqual([]);
  });
});

async function serverRow(id: number) {
  const [row] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.id, id));
  return row!;
}

describe('the lists', () => {
  it('shows a server’s and a project’s deployments 12 a page, newest first, each with its last run', async () => {
    const { project, server, body } = await projectWithTargets();
    const made = [];
    for (let index = 0; index < DEPLOYMENT_RULES.perPage + 1; index += 1)
      made.push(await createDeployment(t, team.owner.token, body({ deploy_path: `/srv/app-${index}` })));
    const newest = made.at(-1)!;
    const finished = await insertRun(t, newest.id, { status: 'succeeded', startedById: team.member.userId });

    for (const url of [`/api/deployments/${server.id}/all`, `/api/projects/${project.u_id}/deployments`]) {
      const first = await t.call({ method: 'GET', url, token: team.member.token });
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json().data;
      expect(page).toMatchObject({ current_page: 1, per_page: 12, total: 13, last_page: 2 });
      expect(page.data).toHaveLength(12);
      // A server's list names the server (its page's header); the project's list has no one server.
      expect(page.server?.id).toBe(url.includes('/all') ? server.id : undefined);
      expect(page.data[0]).toMatchObject({
        id: newest.id,
        deploy_path: '/srv/app-12',
        last_run: { id: finished.id, status: 'succeeded', started_by: { id: team.member.userId } },
      });
      // Its first run (whatever a worker has made of it by now).
      expect(page.data[1].last_run).toMatchObject({ trigger: 'create', started_by: { id: team.owner.userId } });
      const second = await t.call({ method: 'GET', url: `${url}?page=2`, token: team.owner.token });
      expect(second.json().data.data.map((row: { id: number }) => row.id)).toEqual([made[0]!.id]);
      expect((await t.call({ method: 'GET', url, token: team.stranger.token })).statusCode).toBe(404);
    }
  });

  it('is empty for a project without deployments', async () => {
    const { project } = await projectWithTargets();
    const reply = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/deployments`,
      token: team.owner.token,
    });
    expect(reply.json().data).toEqual({ data: [], current_page: 1, per_page: 12, total: 0, last_page: 1 });
  });

  it('shows a deployment that has no run yet with last_run null, and a page past the end empty', async () => {
    const { project, server, repository } = await projectWithTargets();
    await insertDeployment(t, {
      projectId: project.id,
      workspaceId: team.owner.workspace.id,
      serverId: server.id,
      repositoryId: repository.id,
    });
    const url = `/api/projects/${project.u_id}/deployments`;
    const reply = await t.call({ method: 'GET', url, token: team.owner.token });
    expect(reply.json().data.data).toHaveLength(1);
    expect(reply.json().data.data[0].last_run).toBeNull();
    const past = await t.call({ method: 'GET', url: `${url}?page=3`, token: team.owner.token });
    expect(past.json().data).toEqual({ data: [], current_page: 3, per_page: 12, total: 1, last_page: 1 });
  });
});

describe('deleting a deployment', () => {
  it('is the owner’s: a member hears 403, a stranger 404; the owner removes it with its runs', async () => {
    const { body } = await projectWithTargets();
    const deployment = await createDeployment(t, team.owner.token, body());
    // A run being built right now: it is asked to stop first.
    await t.runtime.ctx.db
      .update(deploymentRuns)
      .set({ status: 'running' })
      .where(eq(deploymentRuns.deploymentId, deployment.id));
    const url = `/api/deployments/${deployment.slug}`;
    const byMember = await t.call({ method: 'DELETE', url, token: team.member.token });
    expect(byMember.statusCode, byMember.body).toBe(403);
    expect(byMember.json().message).toBe('Only the project owner can delete deployments.');
    expect((await t.call({ method: 'DELETE', url, token: team.stranger.token })).statusCode).toBe(404);
    const byOwner = await t.call({ method: 'DELETE', url, token: team.owner.token });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toEqual({ success: true, message: DEPLOYMENT_MESSAGES.deleted });
    expect(await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, deployment.id))).toEqual([]);
    expect(await runsOf(deployment.id)).toEqual([]);
    expect((await t.call({ method: 'DELETE', url, token: team.owner.token })).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('sets the daily schedule, its time zone and push to deploy; clears the schedule again', async () => {
    const { body } = await projectWithTargets();
    const deployment = await createDeployment(t, team.owner.token, body());
    expect(deployment.next_run_at).toBeNull();
    const url = `/api/deployments/${deployment.slug}/settings`;
    const set = await t.call({
      method: 'POST',
      url,
      token: team.member.token,
      body: { schedule: '23:15:00', timezone: 'America/New_York', push_to_deploy: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ schedule: '23:15:00', timezone: 'America/New_York', push_to_deploy: true });
    expect(new Date(set.json().data.next_run_at).getTime()).toBeGreaterThan(Date.now());
    const cleared = await t.call({
      method: 'POST',
      url,
      token: team.owner.token,
      body: { schedule: null, push_to_deploy: false },
    });
    expect(cleared.json().data).toMatchObject({
      schedule: null,
      timezone: 'UTC',
      next_run_at: null,
      push_to_deploy: false,
    });
    const bad = await t.call({
      method: 'POST',
      url,
      token: team.owner.token,
      body: { schedule: '25:00:00', push_to_deploy: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['schedule']);
    const stranger = await t.call({
      method: 'POST',
      url,
      token: team.stranger.token,
      body: { schedule: null, push_to_deploy: false },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('counts turning push to deploy on against the plan', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { body } = await projectWithTargets(owner, undefined, 'pilot');
    const deployment = await createDeployment(t, owner.token, body());
    const reply = await t.call({
      method: 'POST',
      url: `/api/deployments/${deployment.slug}/settings`,
      token: owner.token,
      body: { schedule: null, push_to_deploy: true },
    });
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().errors).toEqual({ plan: ['upgrade'] });
  });
});

describe('runs', () => {
  it('queues a run on Deploy now, lists runs newest first, and shows one with its log', async () => {
    const { body } = await projectWithTargets();
    const deployment = await createDeployment(t, team.owner.token, body());
    const queued = await t.call({
      method: 'POST',
      url: `/api/deployments/${deployment.slug}/runs`,
      token: team.member.token,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({
      message: DEPLOYMENT_MESSAGES.runQueued,
      data: { status: 'queued', trigger: 'manual', started_by: { id: team.member.userId } },
    });
    const runs = await t.call({
      method: 'GET',
      url: `/api/deployments/${deployment.slug}/runs`,
      token: team.owner.token,
    });
    expect(runs.json().data).toMatchObject({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(runs.json().data.data.map((run: { trigger: string }) => run.trigger)).toEqual(['manual', 'create']);
    // The deployment comes with its runs, for the page's header.
    expect(runs.json().data.deployment).toMatchObject({ id: deployment.id, slug: deployment.slug });

    // A run with a log of its own, written without a job, so no worker adds lines to it.
    const runId = (await insertRun(t, deployment.id, { status: 'succeeded', finishedAt: new Date() })).id;
    await insertLogLines(t, runId, ['Cloning main', 'npm ci', 'done']);
    const detail = await t.call({ method: 'GET', url: `/api/deployment-runs/${runId}`, token: team.member.token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: runId,
      status: 'succeeded',
      deployment: { id: deployment.id, slug: deployment.slug, branch: 'main', deploy_path: deployment.deploy_path },
      server: { name: 'Web 1', ip: sshd.host },
      project_id: deployment.project_id,
    });
    expect(detail.json().data.lines.map((line: { seq: number; line: string }) => [line.seq, line.line])).toEqual([
      [1, 'Cloning main'],
      [2, 'npm ci'],
      [3, 'done'],
    ]);
    for (const url of [`/api/deployment-runs/${runId}`, `/api/deployments/${deployment.slug}/runs`])
      expect((await t.call({ method: 'GET', url, token: team.stranger.token })).statusCode).toBe(404);
  });

  it("records a scheduled run as the deployment's own, never as a person, and Deploy now as its person", async () => {
    const { body } = await projectWithTargets();
    const deployment = await createDeployment(t, team.owner.token, body({ schedule: '03:00:00' }));
    await t.runtime.ctx.db
      .update(deployments)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(deployments.id, deployment.id));
    await fireDueSchedules(t.runtime.ctx, new Date());
    const [scheduled] = (await runsOf(deployment.id)).filter((run) => run.trigger === 'schedule');
    const detail = await t.call({
      method: 'GET',
      url: `/api/deployment-runs/${scheduled!.id}`,
      token: team.owner.token,
    });
    expect(detail.json().data).toMatchObject({ trigger: 'schedule', triggered_by: 'deployment', started_by: null });

    const manual = await t.call({
      method: 'POST',
      url: `/api/deployments/${deployment.slug}/runs`,
      token: team.member.token,
    });
    expect(manual.json().data).toMatchObject({ triggered_by: 'user', started_by: { id: team.member.userId } });
    const listed = await t.call({
      method: 'GET',
      url: `/api/deployments/${deployment.slug}/runs`,
      token: team.owner.token,
    });
    expect(
      listed.json().data.data.map((run: { trigger: string; triggered_by: string }) => [run.trigger, run.triggered_by]),
    ).toEqual([
      ['manual', 'user'],
      ['schedule', 'deployment'],
      ['create', 'user'],
    ]);
  });

  it('refuses Deploy now when the server was switched off since', async () => {
    const { server, body } = await projectWithTargets();
    const deployment = await createDeployment(t, team.owner.token, body());
    await t.runtime.ctx.db.update(servers).set({ active: 0 }).where(eq(servers.id, server.id));
    const reply = await t.call({
      method: 'POST',
      url: `/api/deployments/${deployment.slug}/runs`,
      token: team.owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(DEPLOYMENT_MESSAGES.serverNotActive);
    expect(await runsOf(deployment.id)).toHaveLength(1);
  });

  it('cancels a queued run at once, flags a running one, and answers 409 for a finished one', async () => {
    const { body } = await projectWithTargets();
    const deployment = await createDeployment(t, team.owner.token, body());
    const cancel = (id: number, token = team.member.token) =>
      t.call({ method: 'POST', url: `/api/deployment-runs/${id}/cancel`, token });
    const queued = await insertRun(t, deployment.id);
    const first = await cancel(queued.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: DEPLOYMENT_MESSAGES.runCancelled, data: { status: 'cancelled' } });
    expect((await cancel(queued.id)).statusCode).toBe(409);

    await t.runtime.ctx.db.delete(deploymentRuns).where(eq(deploymentRuns.deploymentId, deployment.id));
    const running = await insertRun(t, deployment.id, { status: 'running', startedAt: new Date() });
    expect((await cancel(running.id)).json().data.status).toBe('running');
    const [flagged] = await t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.id, running.id));
    expect(flagged!.cancelRequested).toBe(true);

    const done = await insertRun(t, deployment.id, { status: 'failed', finishedAt: new Date() });
    const late = await cancel(done.id);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe('This run has already finished.');
    expect((await cancel(running.id, team.stranger.token)).statusCode).toBe(404);
  });
});
