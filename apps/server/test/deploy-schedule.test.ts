import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { deploymentRuns, deployments } from '../src/db/schema/index.js';
import { fireDueSchedules } from '../src/modules/deployments/fire-schedules.js';
import { nextRunAt } from '../src/modules/deployments/schedule.js';
import { insertDeployment } from './support/deployment-fixtures.js';
import { insertPilot } from './support/server-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

const next = (schedule: string, zone: string, now: string) => nextRunAt(schedule, zone, new Date(now)).toISOString();

describe('the next run of a daily schedule', () => {
  it('is later today when the time has not come yet, else tomorrow (never now)', () => {
    expect(next('03:30:00', 'UTC', '2026-01-01T00:00:00Z')).toBe('2026-01-01T03:30:00.000Z');
    expect(next('03:30:00', 'UTC', '2026-01-01T03:30:00Z')).toBe('2026-01-02T03:30:00.000Z');
    expect(next('03:30:00', 'UTC', '2026-01-01T03:30:01Z')).toBe('2026-01-02T03:30:00.000Z');
    expect(next('23:59:59', 'UTC', '2026-12-31T23:59:59.500Z')).toBe('2027-01-01T23:59:59.000Z');
    // H:M:S without leading zeros, as the contract allows.
    expect(next('7:5:0', 'UTC', '2026-02-28T08:00:00Z')).toBe('2026-03-01T07:05:00.000Z');
  });

  it('reads the time on the wall clock of its zone, also across the date line', () => {
    expect(next('09:00:00', 'Asia/Kolkata', '2026-06-01T00:00:00Z')).toBe('2026-06-01T03:30:00.000Z');
    expect(next('09:00:00', 'America/New_York', '2026-06-01T00:00:00Z')).toBe('2026-06-01T13:00:00.000Z');
    expect(next('09:00:00', 'America/New_York', '2026-12-01T00:00:00Z')).toBe('2026-12-01T14:00:00.000Z');
    // 14:00 on June 1 in Kiritimati (UTC+14): 23:59:59 there is 09:59:59 UTC the same day.
    expect(next('23:59:59', 'Pacific/Kiritimati', '2026-06-01T00:00:00Z')).toBe('2026-06-01T09:59:59.000Z');
    expect(next('00:00:00', 'Pacific/Pago_Pago', '2026-06-01T12:00:00Z')).toBe('2026-06-02T11:00:00.000Z');
  });

  it('fires a time skipped by the spring change an hour later, and a repeated autumn time once, the first time', () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT, so 02:30 does not exist that day.
    expect(next('02:30:00', 'America/New_York', '2026-03-08T05:00:00Z')).toBe('2026-03-08T07:30:00.000Z');
    // The day after, 02:30 EDT exists again.
    expect(next('02:30:00', 'America/New_York', '2026-03-08T08:00:00Z')).toBe('2026-03-09T06:30:00.000Z');
    // 1 November 2026: 01:30 happens twice (EDT, then EST); the first one fires, and not again at the second.
    expect(next('01:30:00', 'America/New_York', '2026-11-01T04:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(next('01:30:00', 'America/New_York', '2026-11-01T05:30:00Z')).toBe('2026-11-02T06:30:00.000Z');
    // London, 29 March 2026 (01:00 GMT → 02:00 BST): midnight exists, 01:15 does not.
    expect(next('00:00:00', 'Europe/London', '2026-03-29T00:30:00Z')).toBe('2026-03-29T23:00:00.000Z');
    expect(next('01:15:00', 'Europe/London', '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:15:00.000Z');
  });

  it('moves a full day ahead each time, whatever the offsets do', () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const seen = new Set<string>();
    for (let day = 0; day < 400; day += 1) {
      const fire = nextRunAt('02:30:00', 'Europe/Berlin', now);
      expect(fire.getTime()).toBeGreaterThan(now.getTime());
      seen.add(fire.toISOString().slice(0, 10));
      now = fire;
    }
    expect(seen.size).toBe(400);
  });
});

describe('the schedule cron', () => {
  /** The cron's "now"; each test starts it at the real time and only a test that moves it sees it move. */
  const clock = createTestClock();
  beforeEach(() => clock.set(Date.now()));

  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  const runsOf = (id: number) =>
    t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, id));

  /** A nightly deployment's fields, on a pilot not yet provisioned: its runs fail at once (only queuing matters). */
  async function nightlyDeployment() {
    const { owner, project } = await projectTeam(t);
    const pilot = await insertPilot(t, { id: project.id, workspace: owner.workspace });
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'nightly' });
    return {
      projectId: project.id,
      workspaceId: owner.workspace.id,
      serverId: pilot.id,
      repositoryId: repository.id,
      createdById: owner.userId,
      deployPath: '/srv/nightly',
      schedule: '02:00:00',
      timezone: 'Asia/Tokyo',
    };
  }

  it('queues one scheduled run for a due deployment however often it passes, and none for one not due', async () => {
    const base = await nightlyDeployment();
    const now = new Date();
    const due = await insertDeployment(t, { ...base, nextRunAt: new Date(now.getTime() - 1000) });
    const later = await insertDeployment(t, { ...base, nextRunAt: new Date(now.getTime() + 3_600_000) });
    const unscheduled = await insertDeployment(t, { ...base, schedule: null, nextRunAt: null });

    for (let pass = 0; pass < 3; pass += 1) await fireDueSchedules(t.runtime.ctx, now);

    expect((await runsOf(due.id)).map((run) => run.trigger)).toEqual(['schedule']);
    expect(await runsOf(later.id)).toEqual([]);
    expect(await runsOf(unscheduled.id)).toEqual([]);
    const [moved] = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, due.id));
    expect(moved!.nextRunAt).toEqual(nextRunAt('02:00:00', 'Asia/Tokyo', now));
  });

  it('fires when the clock reaches the next run, not a moment before, and then moves it a day ahead', async () => {
    const firesAt = nextRunAt('02:00:00', 'Asia/Tokyo', clock.now());
    const deployment = await insertDeployment(t, { ...(await nightlyDeployment()), nextRunAt: firesAt });

    clock.set(firesAt.getTime() - 1);
    await fireDueSchedules(t.runtime.ctx);
    expect(await runsOf(deployment.id)).toEqual([]);

    clock.set(firesAt);
    await fireDueSchedules(t.runtime.ctx);
    expect((await runsOf(deployment.id)).map((run) => run.trigger)).toEqual(['schedule']);
    const [moved] = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, deployment.id));
    // Tokyo keeps no summer time: the next night is exactly a day later.
    expect(moved!.nextRunAt).toEqual(new Date(firesAt.getTime() + 24 * 60 * 60 * 1000));
  });
});
