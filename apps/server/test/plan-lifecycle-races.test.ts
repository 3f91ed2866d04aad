import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox, transactions, workspaces, workspaceSubscriptions } from '../src/db/schema/index.js';
import { runBillingCycle } from '../src/modules/billing/billing-cycle.js';
import { initializePlan, paidPlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races of the plan lifecycle (issue 25). PGlite runs one query at a time, so these interleavings cannot
 * happen there: the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 4;

describe.runIf(process.env.DATABASE_URL)('races on plan changes (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.runtime.ctx.db;
  const stateOf = async (workspaceId: number) => {
    const [workspace] = await db().select().from(workspaces).where(eq(workspaces.id, workspaceId));
    const [period] = await db()
      .select()
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.workspaceId, workspaceId));
    return { plan: workspace!.plan, period: period! };
  };

  async function earthOwner() {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    return owner;
  }

  it('a downgrade and an upgrade at once end in one consistent state, the upgrade charged once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await earthOwner();
      const earthRenewsAt = (await stateOf(owner.workspace.id)).period.renewsAt;
      const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
      const { transactionId } = await payAtSandbox(t, reference);
      const [upgraded, scheduled, again] = await Promise.all([
        t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
        t.call({
          method: 'POST',
          url: `/api/workspaces/${owner.workspace.slug}/plan/schedule`,
          token: owner.token,
          body: { plan: 'air' },
        }),
        t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
      ]);
      expect(upgraded.statusCode, upgraded.body).toBe(200);
      expect(again.statusCode, again.body).toBe(200);

      const { plan, period } = await stateOf(owner.workspace.id);
      // The prorated upgrade settled, whichever came first; it kept the Earth period's renewal date.
      expect(plan).toBe('moon');
      expect(period).toMatchObject({ plan: 'moon', renewsAt: earthRenewsAt });
      if (scheduled.statusCode === 200 && scheduled.json().data.plan === 'moon') {
        // The schedule came after the upgrade: a cancellation of Moon, measured against Moon.
        expect(period.scheduledPlan).toBe('air');
      } else {
        // The schedule came first (on Earth): the upgrade paid for a higher plan and cleared it.
        expect(scheduled.statusCode, scheduled.body).toBe(200);
        expect(period.scheduledPlan).toBeNull();
      }
      const moonPayments = await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.workspaceId, owner.workspace.id), eq(transactions.planId, 'moon')));
      expect(moonPayments.filter((row) => row.status === 'success')).toHaveLength(1);
    }
  });

  it('two period-end cycles at once switch the workspace once', async () => {
    const info = vi.spyOn(t.runtime.ctx.logger, 'info');
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const owner = await earthOwner();
        const schedule = await t.call({
          method: 'POST',
          url: `/api/workspaces/${owner.workspace.slug}/plan/schedule`,
          token: owner.token,
          body: { plan: 'air' },
        });
        expect(schedule.statusCode, schedule.body).toBe(200);
        const { renewsAt } = (await stateOf(owner.workspace.id)).period;
        const now = new Date(renewsAt.getTime() + 1000);
        info.mockClear();
        await Promise.all([
          runBillingCycle(t.runtime.ctx, { now }),
          runBillingCycle(t.runtime.ctx, { now, workspaceId: owner.workspace.id }),
          runBillingCycle(t.runtime.ctx, { now, workspaceId: owner.workspace.id }),
        ]);
        const switches = info.mock.calls.filter(
          ([fields, message]) =>
            message === 'scheduled plan change applied at period end' &&
            (fields as { workspaceId: number }).workspaceId === owner.workspace.id,
        );
        expect(switches).toHaveLength(1);
        const { plan, period } = await stateOf(owner.workspace.id);
        expect(plan).toBe('air');
        expect(period).toMatchObject({ plan: 'air', scheduledPlan: null });
      }
    } finally {
      info.mockRestore();
    }
  });

  it('a resume and the period end at once: either the plan continues or it switched, never half of each', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await earthOwner();
      await t.call({
        method: 'POST',
        url: `/api/workspaces/${owner.workspace.slug}/plan/schedule`,
        token: owner.token,
        body: { plan: 'air' },
      });
      const { renewsAt } = (await stateOf(owner.workspace.id)).period;
      const [resumed] = await Promise.all([
        t.call({ method: 'POST', url: `/api/workspaces/${owner.workspace.slug}/plan/resume`, token: owner.token }),
        runBillingCycle(t.runtime.ctx, { now: new Date(renewsAt.getTime() + 1000), workspaceId: owner.workspace.id }),
      ]);
      const { plan, period } = await stateOf(owner.workspace.id);
      expect(period.scheduledPlan).toBeNull();
      expect(period.plan).toBe(plan);
      // Resumed first: Earth continues. Switched first: the resume found nothing to undo (400).
      expect(resumed.statusCode, resumed.body).toBe(plan === 'earth' ? 200 : 400);
    }
  });

  const DAY = 24 * 60 * 60 * 1000;
  const mailsTo = (email: string, subject: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, subject)));
  /** Moves the owner's Earth period back so that it ended `days` ago, as if unpaid since. */
  const endedDaysAgo = (workspaceId: number, days: number, remindedDaysAgo: number | null) =>
    db()
      .update(workspaceSubscriptions)
      .set({
        renewsAt: new Date(Date.now() - days * DAY),
        renewalRemindedAt: remindedDaysAgo === null ? null : new Date(Date.now() - remindedDaysAgo * DAY),
      })
      .where(eq(workspaceSubscriptions.workspaceId, workspaceId));

  it('two cycles at once over an unpaid plan: one reminder, then one move to Air and one e-mail of it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await earthOwner();
      await endedDaysAgo(owner.workspace.id, 8, null);
      const now = new Date();
      const cycles = (at: Date) =>
        Promise.all([
          runBillingCycle(t.runtime.ctx, { now: at, workspaceId: owner.workspace.id }),
          runBillingCycle(t.runtime.ctx, { now: at, workspaceId: owner.workspace.id }),
          runBillingCycle(t.runtime.ctx, { now: at, workspaceId: owner.workspace.id }),
        ]);
      await cycles(now);
      expect(await mailsTo(owner.email, 'Renew your Earth plan for %')).toHaveLength(1);
      // Reminded just now: the owner has 3 days' notice before the plan ends.
      expect((await stateOf(owner.workspace.id)).plan).toBe('earth');

      await cycles(new Date(now.getTime() + 3 * DAY + 1000));
      const { plan, period } = await stateOf(owner.workspace.id);
      expect(plan).toBe('air');
      expect(period).toMatchObject({ plan: 'air', scheduledPlan: null });
      expect(await mailsTo(owner.email, '% is now on the Air plan')).toHaveLength(1);
      expect(await mailsTo(owner.email, 'Renew your Earth plan for %')).toHaveLength(1);
    }
  });

  it('a renewal settling as the unpaid plan ends: renewed on Earth either way, the payment given once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await earthOwner();
      await endedDaysAgo(owner.workspace.id, 8, 4);
      const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
      const { transactionId } = await payAtSandbox(t, reference);
      const [verified] = await Promise.all([
        t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
        runBillingCycle(t.runtime.ctx, { now: new Date(), workspaceId: owner.workspace.id }),
      ]);
      expect(verified.statusCode, verified.body).toBe(200);
      const { plan, period } = await stateOf(owner.workspace.id);
      // Settled first: the cycle found a paid period. Ended first: the late payment still bought Earth, from
      // its settlement on. Either way the workspace is on Earth for a month, and its next period reminds again.
      expect(plan).toBe('earth');
      expect(period).toMatchObject({ plan: 'earth', scheduledPlan: null, renewalRemindedAt: null });
      expect(period.renewsAt.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      expect((await mailsTo(owner.email, '% is now on the Air plan')).length).toBeLessThanOrEqual(1);
      const earthPayments = await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.workspaceId, owner.workspace.id), eq(transactions.planId, 'earth')));
      expect(earthPayments.filter((row) => row.status === 'success')).toHaveLength(2);
    }
  });
});
