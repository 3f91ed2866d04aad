import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox, workspaces, workspaceSubscriptions } from '../src/db/schema/index.js';
import { runBillingCycle } from '../src/modules/billing/billing-cycle.js';
import { paidPlan } from './support/billing-fixtures.js';
import { accountWithWorkspace, categoryId, createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

/*
 * An unrenewed workspace plan (issue 25): no card is kept, so nothing charges the next month. The owner is
 * reminded once 3 days before renews_at; the plan keeps working through a 7-day grace; then the workspace
 * moves to Air as a cancellation does (over-limit projects read-only, nothing deleted), and is told.
 * Paying before resets it all for the next period. A test clock moves the app's time.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock('2026-11-02T09:00:00.000Z');
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
const mails = (owner: Owner, subject: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, owner.email), like(mailOutbox.subject, subject)));
const reminders = (owner: Owner) => mails(owner, 'Renew your Earth plan for % by %');
const endings = (owner: Owner) => mails(owner, '% is now on the Air plan');
const cycle = (owner: Owner, at: Date) => runBillingCycle(t.runtime.ctx, { now: at, workspaceId: owner.workspace.id });
const at = (from: Date, days: number, minutes = 0) => new Date(from.getTime() + days * DAY + minutes * 60_000);

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

/** An owner who paid a month of Earth from Air, with three projects (oldest first). */
async function earthWithThreeProjects() {
  clock.set('2026-11-02T09:00:00.000Z');
  const owner = await accountWithWorkspace(t, { plan: 'air' });
  const first = await createProject(t, owner.token, owner.workspace.id, { name: 'First' });
  await paidPlan(t, owner.token, owner.workspace.id, 'earth');
  const second = await createProject(t, owner.token, owner.workspace.id, { name: 'Second' });
  const third = await createProject(t, owner.token, owner.workspace.id, { name: 'Third' });
  const { renewsAt } = await periodOf(owner.workspace.id);
  return { owner, projects: [first, second, third], renewsAt };
}

describe('an unrenewed workspace plan', () => {
  it('reminds the owner once, 3 days before renews_at', async () => {
    const { owner, renewsAt } = await earthWithThreeProjects();
    expect(renewsAt.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    await cycle(owner, at(renewsAt, -3, -1));
    expect(await reminders(owner)).toHaveLength(0);

    await cycle(owner, at(renewsAt, -3, 1));
    await cycle(owner, at(renewsAt, -1));
    const sent = await reminders(owner);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Renew your Earth plan for .+ by 09 Dec 2026$/);
    expect(sent[0]!.text).toContain('is paid until 02 Dec 2026.');
    expect(sent[0]!.text).toContain('If it is not renewed, on 09 Dec 2026 the workspace moves to the free Air plan');
    expect((await periodOf(owner.workspace.id)).renewalRemindedAt).toEqual(at(renewsAt, -3, 1));
  });

  it('keeps Earth through the 7-day grace, then moves to Air once: over-limit projects read-only, nothing deleted', async () => {
    const { owner, projects, renewsAt } = await earthWithThreeProjects();
    await cycle(owner, at(renewsAt, -3));
    await cycle(owner, at(renewsAt, 7, -1));
    expect(await planOf(owner.workspace.id)).toBe('earth');
    expect(await endings(owner)).toHaveLength(0);
    const [first, second, third] = projects;
    // Still writable in the grace (saved under its own name, so the read below still finds it).
    expect((await updateProject(owner, third!, 'Third')).statusCode).toBe(200);

    await cycle(owner, at(renewsAt, 7, 1));
    await cycle(owner, at(renewsAt, 8));
    expect(await planOf(owner.workspace.id)).toBe('air');
    expect(await periodOf(owner.workspace.id)).toMatchObject({ plan: 'air', scheduledPlan: null });
    const ended = await endings(owner);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('was paid until 02 Dec 2026 and was not renewed');
    expect(ended[0]!.text).toContain('On Air, 2 projects will become read-only. Nothing is deleted');

    for (const project of [second!, third!]) {
      const refused = await updateProject(owner, project, 'Renamed');
      expect(refused.statusCode, refused.body).toBe(403);
      const read = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: owner.token });
      expect(read.json().data.name).toBe(project.name);
    }
    expect((await updateProject(owner, first!, 'First renamed')).statusCode).toBe(200);
    const period = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/plan`,
      token: owner.token,
    });
    expect(period.json().data).toEqual({ plan: 'air', renews_at: null, scheduled_plan: null, billing_currency: 'USD' });
  });

  it('is not ended by a cycle that never reminded: the owner always has 3 days’ notice', async () => {
    const { owner, renewsAt } = await earthWithThreeProjects();
    // The first cycle to see it is long after the grace (a period that ended before reminders existed).
    await cycle(owner, at(renewsAt, 20));
    expect(await reminders(owner)).toHaveLength(1);
    expect(await planOf(owner.workspace.id)).toBe('earth');
    await cycle(owner, at(renewsAt, 23, -1));
    expect(await planOf(owner.workspace.id)).toBe('earth');
    await cycle(owner, at(renewsAt, 23, 1));
    expect(await planOf(owner.workspace.id)).toBe('air');
  });

  it('is reset by renewing: the next period is reminded again, and nothing ends', async () => {
    const { owner, renewsAt } = await earthWithThreeProjects();
    await cycle(owner, at(renewsAt, -3));
    expect(await reminders(owner)).toHaveLength(1);
    clock.set(at(renewsAt, -1));
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    const renewed = await periodOf(owner.workspace.id);
    expect(renewed.renewsAt.toISOString()).toBe('2027-01-02T09:00:00.000Z');
    expect(renewed.renewalRemindedAt).toBeNull();

    await cycle(owner, at(renewsAt, 8));
    expect(await planOf(owner.workspace.id)).toBe('earth');
    expect(await reminders(owner)).toHaveLength(1);
    await cycle(owner, at(renewed.renewsAt, -2));
    expect(await reminders(owner)).toHaveLength(2);
  });

  it('leaves a cancelled plan to the period-end switch: no reminder to renew what was cancelled', async () => {
    const { owner, renewsAt } = await earthWithThreeProjects();
    const scheduled = await t.call({
      method: 'POST',
      url: `/api/workspaces/${owner.workspace.slug}/plan/schedule`,
      token: owner.token,
      body: { plan: 'air' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await cycle(owner, at(renewsAt, -2));
    await cycle(owner, at(renewsAt, 1));
    expect(await planOf(owner.workspace.id)).toBe('air');
    expect(await reminders(owner)).toHaveLength(0);
    expect(await endings(owner)).toHaveLength(0);
  });

  it('gives the plan to a payment settling after the plan ended, from the payment on', async () => {
    const { owner, renewsAt } = await earthWithThreeProjects();
    await cycle(owner, at(renewsAt, -3));
    await cycle(owner, at(renewsAt, 8));
    expect(await planOf(owner.workspace.id)).toBe('air');
    clock.set(at(renewsAt, 9));
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    expect(await planOf(owner.workspace.id)).toBe('earth');
    expect(await periodOf(owner.workspace.id)).toMatchObject({
      plan: 'earth',
      renewsAt: new Date('2027-01-11T09:00:00.000Z'),
      renewalRemindedAt: null,
    });
  });

  it('asks for Earth to be paid after a Moon → Earth downgrade: reminded at once, Air after the grace', async () => {
    clock.set('2026-11-02T09:00:00.000Z');
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await paidPlan(t, owner.token, owner.workspace.id, 'moon');
    const { renewsAt } = await periodOf(owner.workspace.id);
    const scheduled = await t.call({
      method: 'POST',
      url: `/api/workspaces/${owner.workspace.slug}/plan/schedule`,
      token: owner.token,
      body: { plan: 'earth' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await cycle(owner, at(renewsAt, -2));
    expect(await reminders(owner)).toHaveLength(0);

    await cycle(owner, at(renewsAt, 0, 1));
    expect(await planOf(owner.workspace.id)).toBe('earth');
    await cycle(owner, at(renewsAt, 0, 2));
    const sent = await reminders(owner);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('ended on 02 Dec 2026 and was not renewed');
    await cycle(owner, at(renewsAt, 7, -1));
    expect(await planOf(owner.workspace.id)).toBe('earth');
    await cycle(owner, at(renewsAt, 7, 3));
    expect(await planOf(owner.workspace.id)).toBe('air');
  });
});
