import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { mailOutbox, serverLogs, servers, transactions } from '../src/db/schema/index.js';
import { runBillingCycle } from '../src/modules/billing/billing-cycle.js';
import { payAndVerify, provisionedPilot } from './support/pilot-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { createTestClock, type TestClock } from './support/test-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

let t: TestApp;
let clock: TestClock;
let team: Awaited<ReturnType<typeof projectTeam>>;
let destroy: ReturnType<typeof vi.spyOn>;
let root: string;
beforeAll(async () => {
  clock = createTestClock();
  // Local pilots run as their own account, which must pass through every directory above DATA_DIR: a data
  // directory of the test's own, under a parent it may pass (a clone in a closed folder would refuse it).
  root = mkdtempSync(join(tmpdir(), 'aerie-pilot-cancel-'));
  chmodSync(root, 0o711);
  const dataDir = join(root, 'data');
  mkdirSync(dataDir, { recursive: true });
  t = await startTestApp({ clock, env: { DATA_DIR: dataDir, GIT_DIR: join(dataDir, 'git') } });
  destroy = vi.spyOn(t.runtime.ctx.cloud, 'destroy');
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
// A team of its own for each test: the cycles below run for every workspace, and must meet only this one's pilots.
beforeEach(async () => {
  clock.set(Date.now());
  team = await projectTeam(t, 'maintainer');
  destroy.mockClear();
});

const call = (action: 'cancel' | 'resume', pilotId: string, token = team.owner.token) =>
  t.call({ method: 'POST', url: `/api/pilot/${pilotId}/${action}`, token });
const row = async (pilotId: string) =>
  (await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilotId)))[0];
const cycleAt = (at: number) =>
  runBillingCycle(t.runtime.ctx, { now: new Date(at), workspaceId: team.owner.workspace.id });
const warningsOf = (name: string) =>
  t.runtime.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, team.owner.email), like(mailOutbox.subject, `Your pilot ${name} will be destroyed%`)));

describe('cancelling a pilot', () => {
  it('keeps it until the end of its paid month, warns the owner 3 days before, then destroys it once', async () => {
    const pilot = await provisionedPilot(t, team.owner, team.project);
    const before = (await row(pilot.pilot_id!))!;
    const end = before.expiresAt!.getTime();

    const cancelled = await call('cancel', pilot.pilot_id!);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      cancel_at_period_end: true,
      destroys_at: before.expiresAt!.toISOString(),
    });
    expect(cancelled.json().message).toContain('keeps running until');
    // Cancelling again changes nothing.
    expect((await call('cancel', pilot.pilot_id!)).statusCode).toBe(200);

    await cycleAt(end - 3 * DAY - MINUTE);
    expect(await warningsOf(pilot.name)).toHaveLength(0);
    await cycleAt(end - 3 * DAY + MINUTE);
    await cycleAt(end - 2 * DAY);
    const warnings = await warningsOf(pilot.name);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain('its server and everything on it');
    expect(warnings[0]!.text).toContain('/hosting');

    await cycleAt(end - MINUTE);
    expect(await row(pilot.pilot_id!)).toBeDefined();
    expect(destroy).not.toHaveBeenCalled();

    await cycleAt(end);
    await cycleAt(end + DAY);
    expect(await row(pilot.pilot_id!)).toBeUndefined();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(destroy).toHaveBeenCalledWith(before.providerServerId);
    // The payment stays in the history; the log says what happened.
    const [payment] = await t.runtime.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, pilot.reference));
    expect(payment).toMatchObject({ status: 'success', serverId: null });
    const logs = await t.runtime.ctx.db
      .select()
      .from(serverLogs)
      .where(and(eq(serverLogs.serverName, pilot.name), eq(serverLogs.projectId, before.projectId)));
    expect(logs.map((log) => log.action)).toEqual(expect.arrayContaining(['cancel', 'delete']));
    expect(await warningsOf(pilot.name)).toHaveLength(1);
  });

  it('warns at once when less than 3 days remain', async () => {
    const pilot = await provisionedPilot(t, team.owner, team.project);
    const end = (await row(pilot.pilot_id!))!.expiresAt!.getTime();
    clock.set(end - DAY);
    expect((await call('cancel', pilot.pilot_id!)).statusCode).toBe(200);
    await cycleAt(end - DAY + MINUTE);
    expect(await warningsOf(pilot.name)).toHaveLength(1);
  });

  it('is undone by resuming before the end: no warning, no destruction at the end of the month', async () => {
    const pilot = await provisionedPilot(t, team.owner, team.project);
    const end = (await row(pilot.pilot_id!))!.expiresAt!.getTime();
    expect((await call('cancel', pilot.pilot_id!)).statusCode).toBe(200);
    clock.set(end - 5 * DAY);
    const resumed = await call('resume', pilot.pilot_id!);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({ cancel_at_period_end: false, destroys_at: null });
    await cycleAt(end - DAY);
    await cycleAt(end + DAY);
    expect(await row(pilot.pilot_id!)).toBeDefined();
    expect(await warningsOf(pilot.name)).toHaveLength(0);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('is undone by a renewal that settles: paying for another month means keeping it', async () => {
    const pilot = await provisionedPilot(t, team.owner, team.project);
    const end = (await row(pilot.pilot_id!))!.expiresAt!.getTime();
    expect((await call('cancel', pilot.pilot_id!)).statusCode).toBe(200);
    const renewal = await t.call({
      method: 'POST',
      url: '/api/transactions/renew-pilot',
      token: team.owner.token,
      body: { pilot_id: pilot.pilot_id },
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    await payAndVerify(t, team.owner.token, renewal.json().data.reference);
    expect(await row(pilot.pilot_id!)).toMatchObject({ cancelAtPeriodEnd: false, destructionWarnedAt: null });
    await cycleAt(end + DAY);
    expect(await row(pilot.pilot_id!)).toBeDefined();
    expect(destroy).not.toHaveBeenCalled();
  });

  it('cannot be cancelled or resumed once the paid month is over, nor by a member who does not pay', async () => {
    const pilot = await provisionedPilot(t, team.owner, team.project);
    expect((await call('cancel', pilot.pilot_id!, team.member.token)).statusCode).toBe(403);
    expect((await call('resume', pilot.pilot_id!, team.member.token)).statusCode).toBe(403);
    clock.set((await row(pilot.pilot_id!))!.expiresAt!.getTime() + MINUTE);
    for (const action of ['cancel', 'resume'] as const) {
      const reply = await call(action, pilot.pilot_id!);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toContain('paid month is over');
    }
    expect((await call('cancel', `pil_${'z'.repeat(24)}`)).statusCode).toBe(404);
  });
});

describe('a pilot whose paid month ends unrenewed', () => {
  it('stays expired for 7 days (Renew and Delete), is warned 3 days before, then is destroyed', async () => {
    const pilot = await provisionedPilot(t, team.owner, team.project);
    const end = (await row(pilot.pilot_id!))!.expiresAt!.getTime();
    await cycleAt(end + DAY);
    expect(await row(pilot.pilot_id!)).toBeDefined();
    expect(await warningsOf(pilot.name)).toHaveLength(0);
    await cycleAt(end + 4 * DAY + MINUTE);
    const warnings = await warningsOf(pilot.name);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain('ended and was not renewed');
    await cycleAt(end + 7 * DAY - MINUTE);
    expect(await row(pilot.pilot_id!)).toBeDefined();
    await cycleAt(end + 7 * DAY);
    expect(await row(pilot.pilot_id!)).toBeUndefined();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
