import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { transactions, workspaces, workspaceSubscriptions } from '../src/db/schema/index.js';
import { runBillingCycle } from '../src/modules/billing/billing-cycle.js';
import { overPlanSummary } from '../src/modules/billing/plan-change.js';
import { deploymentRunRefusal, listOverPlan } from '../src/modules/billing/plan-standing.js';
import { initializePlan, paidPlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import {
  accountWithWorkspace,
  categoryId,
  createProject,
  expectRefused,
  joinWorkspace,
} from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertDeployment } from './support/deployment-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { insertPilot } from './support/server-fixtures.js';
import { createTestClock } from './support/test-clock.js';

/*
 * The workspace plan's lifecycle (issue 25): a downgrade or cancellation scheduled for the period end and
 * undone by resume; the billing cycle's switch at the period end, once; what exceeds the lower plan
 * read-only (never deleted) and writable again when back within the plan; prorated upgrades. A test clock
 * moves the app's time.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
type Owner = Awaited<ReturnType<typeof accountWithWorkspace>>;

const planOf = async (id: number) => (await db().select().from(workspaces).where(eq(workspaces.id, id)))[0]!.plan;
const periodOf = async (id: number) =>
  (await db().select().from(workspaceSubscriptions).where(eq(workspaceSubscriptions.workspaceId, id)))[0]!;
const call = (owner: Owner, method: 'GET' | 'POST', path: string, extra: { body?: unknown } = {}) =>
  t.call({ method, url: `/api/workspaces/${owner.workspace.slug}/plan${path}`, token: owner.token, ...extra });

/** An owner on a paid Earth period with three projects (oldest first), as after upgrading from Air. */
async function earthWithThreeProjects() {
  const owner = await accountWithWorkspace(t, { plan: 'air' });
  const first = await createProject(t, owner.token, owner.workspace.id, { name: 'First' });
  await paidPlan(t, owner.token, owner.workspace.id, 'earth');
  const second = await createProject(t, owner.token, owner.workspace.id, { name: 'Second' });
  const third = await createProject(t, owner.token, owner.workspace.id, { name: 'Third' });
  return { owner, projects: [first, second, third] };
}

async function updateProject(owner: Owner, project: { id: number; u_id: string }, name: string) {
  return t.call({
    method: 'POST',
    url: `/api/projects/update/${project.u_id}`,
    token: owner.token,
    body: {
      project_id: project.id,
      business_id: owner.workspace.id,
      category_id: await categoryId(t, owner.token),
      name,
      description: 'Still here',
    },
  });
}

const createTask = (owner: Owner, projectId: number) =>
  t.call({
    method: 'POST',
    url: '/api/tasks/create',
    token: owner.token,
    body: {
      title: 'Task',
      description: 'A task',
      priority: 'normal',
      status: 'todo',
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      project_id: projectId,
    },
  });

const READ_ONLY = 'This project is read-only: your Air plan allows 1 project. Delete a project or upgrade to edit it.';

describe('scheduling a downgrade or cancellation', () => {
  it('keeps the paid plan until renews_at and says so; resume undoes it', async () => {
    const { owner } = await earthWithThreeProjects();
    const scheduled = await call(owner, 'POST', '/schedule', { body: { plan: 'air' } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const period = await periodOf(owner.workspace.id);
    expect(scheduled.json().data).toEqual({
      plan: 'earth',
      renews_at: period.renewsAt.toISOString(),
      scheduled_plan: 'air',
      billing_currency: 'USD',
    });
    expect(await planOf(owner.workspace.id)).toBe('earth');

    const seen = await call(owner, 'GET', '');
    expect(seen.json().data.scheduled_plan).toBe('air');

    const resumed = await call(owner, 'POST', '/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.scheduled_plan).toBeNull();
    expect((await periodOf(owner.workspace.id)).scheduledPlan).toBeNull();

    const again = await call(owner, 'POST', '/resume');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('No plan change is scheduled.');
  });

  it('refuses the current plan, a higher plan, a workspace with no paid period, and a member who is not the owner', async () => {
    const { owner } = await earthWithThreeProjects();
    expectRefused(
      await call(owner, 'POST', '/schedule', { body: { plan: 'earth' } }),
      'plan',
      'This workspace is already on the Earth plan.',
    );
    expectRefused(await call(owner, 'POST', '/schedule', { body: { plan: 'moon' } }), 'plan');

    const free = await accountWithWorkspace(t, { plan: 'air' });
    expectRefused(await call(free, 'POST', '/schedule', { body: { plan: 'air' } }), 'plan');
    // Moon written directly, never paid: there is no period to end.
    const unpaid = await accountWithWorkspace(t, { plan: 'moon' });
    const refused = await call(unpaid, 'POST', '/schedule', { body: { plan: 'earth' } });
    expect(refused.statusCode, refused.body).toBe(400);

    const member = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId, 'maintainer');
    const byMember = await t.call({
      method: 'POST',
      url: `/api/workspaces/${owner.workspace.slug}/plan/schedule`,
      token: member.token,
      body: { plan: 'air' },
    });
    expect(byMember.statusCode).toBe(403);
    expect((await periodOf(owner.workspace.id)).scheduledPlan).toBeNull();
  });

  it('previews what would exceed the lower plan: the newest projects beyond its limit, and deletes nothing', async () => {
    const { owner, projects } = await earthWithThreeProjects();
    const reply = await call(owner, 'GET', '/preview?plan=air');
    expect(reply.statusCode, reply.body).toBe(200);
    const preview = reply.json().data;
    expect(preview).toMatchObject({ kind: 'downgrade', plan: 'air', amount: 0 });
    expect(preview.effective_at).toBe((await periodOf(owner.workspace.id)).renewsAt.toISOString());
    expect(preview.over_limit.projects.map((project: { uid: string }) => project.uid)).toEqual([
      projects[1]!.u_id,
      projects[2]!.u_id,
    ]);
    expect(preview.summary).toContain('2 projects will become read-only');
    expect(preview.summary).toContain('Nothing is deleted');
  });
});

describe('the period end', () => {
  it('switches to the scheduled plan once, only when renews_at has passed', async () => {
    const { owner } = await earthWithThreeProjects();
    await call(owner, 'POST', '/schedule', { body: { plan: 'air' } });
    const { renewsAt } = await periodOf(owner.workspace.id);

    await runBillingCycle(t.runtime.ctx, {
      now: new Date(renewsAt.getTime() - 60_000),
      workspaceId: owner.workspace.id,
    });
    expect(await planOf(owner.workspace.id)).toBe('earth');

    const end = new Date(renewsAt.getTime() + 60_000);
    await runBillingCycle(t.runtime.ctx, { now: end, workspaceId: owner.workspace.id });
    expect(await planOf(owner.workspace.id)).toBe('air');
    const after = await periodOf(owner.workspace.id);
    expect(after).toMatchObject({ plan: 'air', scheduledPlan: null });

    // A repeat finds nothing due: the updated_at of the switch stays.
    await runBillingCycle(t.runtime.ctx, { now: new Date(end.getTime() + DAY), workspaceId: owner.workspace.id });
    expect((await periodOf(owner.workspace.id)).updatedAt).toEqual(after.updatedAt);
  });

  it('does not switch a workspace that resumed', async () => {
    const { owner } = await earthWithThreeProjects();
    await call(owner, 'POST', '/schedule', { body: { plan: 'air' } });
    await call(owner, 'POST', '/resume');
    const { renewsAt } = await periodOf(owner.workspace.id);
    await runBillingCycle(t.runtime.ctx, { now: new Date(renewsAt.getTime() + DAY), workspaceId: owner.workspace.id });
    expect(await planOf(owner.workspace.id)).toBe('earth');
  });
});

describe('over the plan after the switch', () => {
  async function switchedToAir() {
    const setup = await earthWithThreeProjects();
    await call(setup.owner, 'POST', '/schedule', { body: { plan: 'air' } });
    const { renewsAt } = await periodOf(setup.owner.workspace.id);
    await runBillingCycle(t.runtime.ctx, {
      now: new Date(renewsAt.getTime() + 1),
      workspaceId: setup.owner.workspace.id,
    });
    expect(await planOf(setup.owner.workspace.id)).toBe('air');
    return setup;
  }

  it('refuses writes to the projects beyond the limit with the plan’s reason; reads still work; the oldest stays writable', async () => {
    const { owner, projects } = await switchedToAir();
    const [first, second, third] = projects as [(typeof projects)[0], (typeof projects)[0], (typeof projects)[0]];
    for (const project of [second, third]) {
      const refused = await updateProject(owner, project, 'Renamed');
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ message: READ_ONLY, errors: { plan: ['upgrade'] } });
      const task = await createTask(owner, project.id);
      expect(task.statusCode, task.body).toBe(403);
      expect(task.json().message).toBe(READ_ONLY);
      const read = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: owner.token });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.name).toBe(project.name);
    }
    expect((await updateProject(owner, first, 'First renamed')).statusCode).toBe(200);
    expect((await createTask(owner, first.id)).statusCode).toBe(200);
  });

  it('lets the owner delete a read-only project, and frees the next one when the oldest goes', async () => {
    const { owner, projects } = await switchedToAir();
    const [first, second, third] = projects as [(typeof projects)[0], (typeof projects)[0], (typeof projects)[0]];
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/projects/${third.u_id}/delete/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await updateProject(owner, second, 'Still read-only')).statusCode).toBe(403);

    await t.call({
      method: 'DELETE',
      url: `/api/projects/${first.u_id}/delete/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect((await updateProject(owner, second, 'Writable again')).statusCode).toBe(200);
  });

  it('makes everything writable again after an upgrade', async () => {
    const { owner, projects } = await switchedToAir();
    expect((await updateProject(owner, projects[2]!, 'Before')).statusCode).toBe(403);
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    expect((await updateProject(owner, projects[2]!, 'After')).statusCode).toBe(200);
  });
});

describe('deployments beyond the plan', () => {
  /** A workspace with one project, a server and a repository, and `count` deployments (oldest first). */
  async function withDeployments(plan: 'air' | 'earth', pushToDeploy: boolean[], onOwnServer = false) {
    const owner = await accountWithWorkspace(t);
    const project = await createProject(t, owner.token, owner.workspace.id);
    // One's own server is a connection with no pilot behind it.
    const server = await insertPilot(
      t,
      { id: project.id, workspace: owner.workspace },
      { active: 1, ip: '192.0.2.10', ...(onOwnServer ? { pilotId: null, name: 'My VPS' } : {}) },
    );
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'site' });
    const rows = [];
    for (const push of pushToDeploy) {
      rows.push(
        await insertDeployment(t, {
          projectId: project.id,
          workspaceId: owner.workspace.id,
          serverId: server.id,
          repositoryId: repository.id,
          createdById: owner.userId,
          deployPath: '/srv/site',
          pushToDeploy: push,
        }),
      );
    }
    // The plan went down since (written directly: the period end is tested above).
    await db().update(workspaces).set({ plan }).where(eq(workspaces.id, owner.workspace.id));
    return { owner, deployments: rows };
  }

  it('pauses the newest beyond the limit: Deploy now is refused with the reason, the oldest still run', async () => {
    const { owner, deployments } = await withDeployments('earth', [false, false, false, false]);
    const refused = await t.call({
      method: 'POST',
      url: `/api/deployments/${deployments[3]!.slug}/runs`,
      token: owner.token,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(
      'This deployment is paused: your Earth plan allows 3 deployments. Delete a deployment or upgrade to run it.',
    );
    for (const deployment of deployments.slice(0, 3)) {
      expect(await deploymentRunRefusal(db(), deployment.id, 'manual')).toBeNull();
    }
    expect(await deploymentRunRefusal(db(), deployments[3]!.id, 'schedule')).not.toBeNull();
  });

  it('stops deploying on push beyond the plan’s on-push limit, while a manual run still goes', async () => {
    const { deployments } = await withDeployments('air', [false, true]);
    expect(await deploymentRunRefusal(db(), deployments[1]!.id, 'push')).not.toBeNull();
    expect(await deploymentRunRefusal(db(), deployments[1]!.id, 'manual')).toBeNull();
  });

  it('pauses deployments to one’s own server on a plan without them, says so before the downgrade, and keeps the server', async () => {
    const { owner, deployments } = await withDeployments('earth', [false], true);
    expect(await deploymentRunRefusal(db(), deployments[0]!.id, 'manual')).toBeNull();
    const over = await listOverPlan(db(), owner.workspace.id, 'air');
    expect(over.ownServers).toEqual([{ name: 'My VPS', project: expect.any(String) }]);
    expect(overPlanSummary('air', over)).toContain('deployments to 1 own server will stop (they stay connected)');

    await db().update(workspaces).set({ plan: 'air' }).where(eq(workspaces.id, owner.workspace.id));
    const refused = await t.call({
      method: 'POST',
      url: `/api/deployments/${deployments[0]!.slug}/runs`,
      token: owner.token,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(
      'This deployment is paused: it deploys to your own server, which your Air plan does not include. Upgrade to Earth to run it.',
    );
    expect(await deploymentRunRefusal(db(), deployments[0]!.id, 'schedule')).not.toBeNull();
    expect(await listOverPlan(db(), owner.workspace.id, 'earth')).toMatchObject({ ownServers: [] });
  });
});

describe('prorated upgrades', () => {
  it('charges Air → Earth the full price for a new month, with no credit', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const preview = (await call(owner, 'GET', '/preview?plan=earth')).json().data;
    expect(preview).toMatchObject({ kind: 'upgrade', amount: 1000, credit: 0, prorated: false, renews_at: null });
    expect((await initializePlan(t, owner.token, owner.workspace.id, 'earth')).amount).toBe(1000);
  });

  it('charges Earth → Moon mid-period the difference for the days left, shown before paying, and keeps the renewal date', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    const { renewsAt } = await periodOf(owner.workspace.id);
    const start = new Date(renewsAt);
    start.setUTCMonth(start.getUTCMonth() - 1);
    const periodDays = Math.round((renewsAt.getTime() - start.getTime()) / DAY);
    clock.advance(10 * DAY);
    try {
      const daysLeft = Math.floor((renewsAt.getTime() - clock.now().getTime()) / DAY);
      const credit = Math.round((1000 * daysLeft) / periodDays);
      const amount = Math.round((5000 * daysLeft) / periodDays) - credit;

      const preview = (await call(owner, 'GET', '/preview?plan=moon')).json().data;
      expect(preview).toMatchObject({
        kind: 'upgrade',
        amount,
        credit,
        prorated: true,
        renews_at: renewsAt.toISOString(),
      });
      expect(amount).toBeGreaterThan(0);
      expect(amount).toBeLessThan(4000);

      const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
      const [row] = await db().select().from(transactions).where(eq(transactions.reference, reference));
      expect(row).toMatchObject({ amount, proratedUntil: renewsAt });
      const { transactionId } = await payAtSandbox(t, reference);
      expect(
        (await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token })).statusCode,
      ).toBe(200);

      expect(await planOf(owner.workspace.id)).toBe('moon');
      expect(await periodOf(owner.workspace.id)).toMatchObject({ plan: 'moon', renewsAt });
    } finally {
      clock.advance(-10 * DAY);
    }
  });

  it('renews the same plan paid early from the renewal date, so no paid day is lost', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    const { renewsAt } = await periodOf(owner.workspace.id);
    expect((await initializePlan(t, owner.token, owner.workspace.id, 'earth')).amount).toBe(1000);
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    const next = new Date(renewsAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect((await periodOf(owner.workspace.id)).renewsAt).toEqual(next);
  });

  it('refuses to sell a lower plan while a higher one is paid (it is scheduled instead), and an upgrade clears a schedule', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await paidPlan(t, owner.token, owner.workspace.id, 'moon');
    const lower = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: owner.token,
      body: { type: 'subscription', plan_id: 'earth', business_id: owner.workspace.id },
    });
    expectRefused(lower, 'plan_id');

    const earthOwner = await accountWithWorkspace(t, { plan: 'air' });
    await paidPlan(t, earthOwner.token, earthOwner.workspace.id, 'earth');
    await call(earthOwner, 'POST', '/schedule', { body: { plan: 'air' } });
    await paidPlan(t, earthOwner.token, earthOwner.workspace.id, 'moon');
    expect(await periodOf(earthOwner.workspace.id)).toMatchObject({ plan: 'moon', scheduledPlan: null });
  });
});
