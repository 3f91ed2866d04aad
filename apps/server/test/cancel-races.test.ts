import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { mailOutbox, servers, transactions, websites } from '../src/db/schema/index.js';
import { runBillingCycle } from '../src/modules/billing/billing-cycle.js';
import { payAndVerify, provisionedPilot } from './support/pilot-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite } from './support/website-fixtures.js';

/*
 * Races of cancellations at period end (issue 25). PGlite runs one query at a time, so these interleavings
 * cannot happen there: the file runs in the PostgreSQL pass (DATABASE_URL set).
 */
const ROUNDS = 3;
const DAY = 86_400_000;

describe.runIf(process.env.DATABASE_URL)('races of cancellations at period end (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  let destroy: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    t = await startTestApp();
    destroy = vi.spyOn(t.runtime.ctx.cloud, 'destroy');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    team = await projectTeam(t, 'maintainer');
    destroy.mockClear();
  });

  const row = async (pilotId: string) =>
    (await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilotId)))[0];
  const cycleAt = (at: number) =>
    runBillingCycle(t.runtime.ctx, { now: new Date(at), workspaceId: team.owner.workspace.id });
  const warningsOf = (name: string) =>
    t.runtime.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, team.owner.email), like(mailOutbox.subject, `Your pilot ${name} will be%`)));
  const cancel = (pilotId: string) =>
    t.call({ method: 'POST', url: `/api/pilot/${pilotId}/cancel`, token: team.owner.token });

  it('warns once and destroys once when two billing cycles run at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      destroy.mockClear();
      const pilot = await provisionedPilot(t, team.owner, team.project);
      const { expiresAt, providerServerId } = (await row(pilot.pilot_id!))!;
      expect((await cancel(pilot.pilot_id!)).statusCode).toBe(200);
      await Promise.all([cycleAt(expiresAt!.getTime() - DAY), cycleAt(expiresAt!.getTime() - DAY)]);
      expect(await warningsOf(pilot.name)).toHaveLength(1);
      await Promise.all([cycleAt(expiresAt!.getTime()), cycleAt(expiresAt!.getTime()), cycleAt(expiresAt!.getTime())]);
      expect(await row(pilot.pilot_id!)).toBeUndefined();
      expect(destroy).toHaveBeenCalledTimes(1);
      expect(destroy).toHaveBeenCalledWith(providerServerId);
      expect(await warningsOf(pilot.name)).toHaveLength(1);
    }
  });

  it('ends consistent when a cancellation and a renewal settle at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const pilot = await provisionedPilot(t, team.owner, team.project);
      const paidUntil = (await row(pilot.pilot_id!))!.expiresAt!;
      const renewal = await t.call({
        method: 'POST',
        url: '/api/transactions/renew-pilot',
        token: team.owner.token,
        body: { pilot_id: pilot.pilot_id },
      });
      expect(renewal.statusCode, renewal.body).toBe(200);
      const [cancelled] = await Promise.all([
        cancel(pilot.pilot_id!),
        payAndVerify(t, team.owner.token, renewal.json().data.reference),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = (await row(pilot.pilot_id!))!;
      // The month is added either way; the pilot is then either cancelled at the new end (the cancellation
      // came second) or kept (the renewal came second and called the cancellation off) — never destroyed early.
      expect(after.expiresAt!.getTime()).toBeGreaterThan(paidUntil.getTime() + 27 * DAY);
      await cycleAt(paidUntil.getTime() + DAY);
      expect(await row(pilot.pilot_id!)).toBeDefined();
      if (after.cancelAtPeriodEnd) {
        await cycleAt(after.expiresAt!.getTime());
        expect(await row(pilot.pilot_id!)).toBeUndefined();
      }
    }
  });

  it('either destroys or renews a pilot whose renewal settles while the cycle ends it, never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      destroy.mockClear();
      const pilot = await provisionedPilot(t, team.owner, team.project);
      const paidUntil = (await row(pilot.pilot_id!))!.expiresAt!.getTime();
      expect((await cancel(pilot.pilot_id!)).statusCode).toBe(200);
      await cycleAt(paidUntil - DAY);
      const renewal = await t.call({
        method: 'POST',
        url: '/api/transactions/renew-pilot',
        token: team.owner.token,
        body: { pilot_id: pilot.pilot_id },
      });
      await Promise.all([cycleAt(paidUntil), payAndVerify(t, team.owner.token, renewal.json().data.reference)]);
      const after = await row(pilot.pilot_id!);
      if (after) {
        expect(destroy).not.toHaveBeenCalled();
        expect(after).toMatchObject({ cancelAtPeriodEnd: false });
        expect(after.expiresAt!.getTime()).toBeGreaterThan(paidUntil + 27 * DAY);
      } else {
        expect(destroy).toHaveBeenCalledTimes(1);
      }
      // The renewal's payment is in the history either way.
      const [payment] = await t.runtime.ctx.db
        .select()
        .from(transactions)
        .where(eq(transactions.reference, renewal.json().data.reference));
      expect(payment!.status).toBe('success');
    }
  });

  it('ends a cancelled site plan once when two cycles run at once', async () => {
    const website = await insertWebsite(t, { projectId: team.project.id, userId: team.owner.userId });
    const end = Date.now() + DAY;
    await t.runtime.ctx.db
      .update(websites)
      .set({
        plan: 'site-basic',
        planPaidUntil: new Date(end),
        planCancelAtPeriodEnd: true,
        customDomain: `www.${website.subdomain}.example`,
      })
      .where(eq(websites.id, website.id));
    const updates = vi.spyOn(t.runtime.liveSites, 'invalidate');
    await Promise.all([cycleAt(end), cycleAt(end), cycleAt(end)]);
    expect(updates.mock.calls.filter(([id]) => id === website.id)).toHaveLength(1);
    updates.mockRestore();
    const [ended] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, website.id));
    expect(ended).toMatchObject({ plan: 'free', planCancelAtPeriodEnd: false });
    expect(ended!.customDomainSuspendedAt).not.toBeNull();
  });

  it('reminds of and ends an unpaid site plan once when cycles run at once (issue 25)', async () => {
    const website = await insertWebsite(t, { projectId: team.project.id, userId: team.owner.userId });
    const end = Date.now() + 2 * DAY;
    await t.runtime.ctx.db
      .update(websites)
      .set({ plan: 'site-basic', planPaidUntil: new Date(end), customDomain: `www.${website.subdomain}.example` })
      .where(eq(websites.id, website.id));
    const mailsOf = (subject: string) =>
      t.runtime.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, team.owner.email), like(mailOutbox.subject, subject)));
    await Promise.all([cycleAt(end - DAY), cycleAt(end - DAY), cycleAt(end - DAY)]);
    expect(await mailsOf(`Renew your % site plan for ${website.name} by %`)).toHaveLength(1);

    const lapse = end + 7 * DAY + 1000;
    const updates = vi.spyOn(t.runtime.liveSites, 'invalidate');
    await Promise.all([cycleAt(lapse), cycleAt(lapse), cycleAt(lapse)]);
    expect(updates.mock.calls.filter(([id]) => id === website.id)).toHaveLength(1);
    updates.mockRestore();
    const [ended] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, website.id));
    expect(ended).toMatchObject({ plan: 'free', planCancelAtPeriodEnd: false });
    expect(ended!.customDomainSuspendedAt).toEqual(new Date(lapse));
    expect(await mailsOf(`The site plan of ${website.name} has ended`)).toHaveLength(1);
    expect(await mailsOf(`Renew your % site plan for ${website.name} by %`)).toHaveLength(1);
  });
});
