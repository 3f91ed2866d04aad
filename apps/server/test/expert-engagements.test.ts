import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { sandboxCharges } from '../src/db/schema/index.js';
import { addMonth } from '../src/modules/experts/charge-engagement.js';
import {
  billingRows,
  DAY_MS,
  engagementRow,
  mailsTo,
  ownerWithEngagement,
  runCycleAt,
} from './support/expert-fixtures.js';
import { joinWorkspace, accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { eq } from 'drizzle-orm';

/*
 * The engagement's rules on a movable clock (issue 25): a trial is not a charge, the reminder goes once
 * three days before, the trial's end charges once with a receipt, a refused card is a failure with no
 * receipt, a cancelled trial charges nothing, and each month renews the same way. The `web` role runs no
 * workers, so only the cycles the tests run move anything.
 */
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, role: 'web' });
});
afterAll(() => t.close());
beforeEach(() => clock.set(Date.now()));

const receipts = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Your Aerie receipt'));

const engagementOf = async (slug: string, token: string) =>
  (await t.call({ method: 'GET', url: `/api/experts/engagements/${slug}`, token })).json().data;

describe('an expert engagement on the billing cycle', () => {
  it('writes no billing row for the trial and e-mails the reminder once, three days before it ends', async () => {
    const { owner, trialEndsAt } = await ownerWithEngagement(t);
    await runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() - 3 * DAY_MS - 60_000));
    expect(await mailsTo(t, owner.email)).toHaveLength(0);

    await runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() - 3 * DAY_MS));
    await runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() - DAY_MS));
    const mails = await mailsTo(t, owner.email);
    expect(mails).toHaveLength(1);
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(trialEndsAt);
    expect(mails[0]!.subject).toBe(`Your free trial ends on ${day}`);
    expect(mails[0]!.text).toContain(
      `Your free trial ends on ${day}; £4,800.00 will be charged to the card ending 4242.`,
    );
    expect(await billingRows(t, owner.workspace.id)).toEqual([]);
  });

  it("charges the card once at the trial's end, with the receipt e-mail, and is active for a month", async () => {
    const { owner, trialEndsAt } = await ownerWithEngagement(t);
    await runCycleAt(t, owner.workspace.id, trialEndsAt);
    await runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() + DAY_MS));

    const rows = await billingRows(t, owner.workspace.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'expert',
      status: 'success',
      amount: 480000,
      currency: 'GBP',
      provider: 'sandbox',
      providerTransactionId: expect.stringMatching(/^sbx_/),
      description: 'Hire an expert: 2 developers, 3 days a week — month 1',
    });
    const [ledger] = await t.runtime.ctx.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, rows[0]!.providerTransactionId!));
    expect(ledger).toMatchObject({ amount: 480000, status: 'successful' });
    const mailed = await receipts(owner.email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toContain(rows[0]!.reference);

    const engagement = await engagementOf(owner.workspace.slug, owner.token);
    expect(engagement).toMatchObject({
      status: 'active',
      period_ends_at: addMonth(trialEndsAt).toISOString(),
      cancel_at_period_end: false,
    });
    const history = await t.call({
      method: 'GET',
      url: `/api/transactions/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(history.json()).toMatchObject({ trials: [], meta: { total: 1 }, data: [{ status: 'success' }] });
  });

  it('renews each month the same way: one more charge and receipt per period', async () => {
    const { owner, trialEndsAt } = await ownerWithEngagement(t);
    await runCycleAt(t, owner.workspace.id, trialEndsAt);
    const secondEnd = addMonth(trialEndsAt);
    await runCycleAt(t, owner.workspace.id, new Date(secondEnd.getTime() - 60_000));
    expect(await billingRows(t, owner.workspace.id)).toHaveLength(1);
    await runCycleAt(t, owner.workspace.id, secondEnd);
    await runCycleAt(t, owner.workspace.id, secondEnd);

    const rows = await billingRows(t, owner.workspace.id);
    expect(rows.map((row) => [row.status, row.description.slice(-7)]).sort()).toEqual([
      ['success', 'month 1'],
      ['success', 'month 2'],
    ]);
    expect(new Set(rows.map((row) => row.providerTransactionId)).size).toBe(2);
    expect(await receipts(owner.email)).toHaveLength(2);
    expect((await engagementRow(t, owner.workspace.id)).periodEndsAt).toEqual(addMonth(secondEnd));
  });

  it('records a refused card as a failure, with no receipt: past due, and the owner is told', async () => {
    // Stripe's 4000 0000 0000 0341: saved fine, every later charge declined.
    const { owner, trialEndsAt } = await ownerWithEngagement(t, '4000000000000341');
    await runCycleAt(t, owner.workspace.id, trialEndsAt);
    await runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() + DAY_MS));

    const rows = await billingRows(t, owner.workspace.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failure', failureReason: 'Your card was declined.', settledAt: null });
    expect(await receipts(owner.email)).toEqual([]);
    const told = (await mailsTo(t, owner.email)).filter((mail) => mail.subject.startsWith('We could not charge'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('the card ending 0341');
    expect(await engagementOf(owner.workspace.slug, owner.token)).toMatchObject({ status: 'past_due' });
  });

  it('cancelled during the trial, ends at the trial’s end and charges nothing; resumed, it is charged', async () => {
    const { owner, trialEndsAt } = await ownerWithEngagement(t);
    const call = (action: 'cancel' | 'resume') =>
      t.call({
        method: 'POST',
        url: `/api/experts/engagement/${action}`,
        token: owner.token,
        body: { business_id: owner.workspace.id },
      });
    const cancelled = await call('cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    expect((await call('cancel')).json().data.cancel_at_period_end).toBe(true);

    await runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() - DAY_MS));
    // A cancelled trial is not reminded of a charge that will not come.
    expect(await mailsTo(t, owner.email)).toEqual([]);
    await runCycleAt(t, owner.workspace.id, trialEndsAt);
    expect(await billingRows(t, owner.workspace.id)).toEqual([]);
    expect(await engagementOf(owner.workspace.slug, owner.token)).toMatchObject({
      status: 'cancelled',
      ended_at: trialEndsAt.toISOString(),
    });
    clock.set(trialEndsAt.getTime() + 1000);
    const tooLate = await call('resume');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('This engagement has ended.');

    const other = await ownerWithEngagement(t);
    const callOther = (action: 'cancel' | 'resume') =>
      t.call({
        method: 'POST',
        url: `/api/experts/engagement/${action}`,
        token: other.owner.token,
        body: { business_id: other.owner.workspace.id },
      });
    await callOther('cancel');
    expect((await callOther('resume')).json().data.cancel_at_period_end).toBe(false);
    await runCycleAt(t, other.owner.workspace.id, other.trialEndsAt);
    expect(await billingRows(t, other.owner.workspace.id)).toHaveLength(1);
  });

  it('cancelled while active, ends at the paid month’s end without a refund or another charge', async () => {
    const { owner, trialEndsAt } = await ownerWithEngagement(t);
    await runCycleAt(t, owner.workspace.id, trialEndsAt);
    const cancelled = await t.call({
      method: 'POST',
      url: '/api/experts/engagement/cancel',
      token: owner.token,
      body: { business_id: owner.workspace.id },
    });
    const monthEnd = addMonth(trialEndsAt);
    expect(cancelled.json().data).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      period_ends_at: monthEnd.toISOString(),
    });
    await runCycleAt(t, owner.workspace.id, monthEnd);
    expect(await billingRows(t, owner.workspace.id)).toHaveLength(1);
    expect(await engagementOf(owner.workspace.slug, owner.token)).toMatchObject({
      status: 'cancelled',
      ended_at: monthEnd.toISOString(),
    });
  });

  it('lets members see the engagement but only the owner cancel; a workspace without one answers null and 404', async () => {
    const { owner } = await ownerWithEngagement(t);
    const member = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId, 'maintainer');
    expect((await engagementOf(owner.workspace.slug, member.token)).status).toBe('trialing');
    const byMember = await t.call({
      method: 'POST',
      url: '/api/experts/engagement/cancel',
      token: member.token,
      body: { business_id: owner.workspace.id },
    });
    expect(byMember.statusCode).toBe(403);
    expect((await engagementRow(t, owner.workspace.id)).cancelAtPeriodEnd).toBe(false);

    const never = await accountWithWorkspace(t);
    expect(await engagementOf(never.workspace.slug, never.token)).toBeNull();
    const none = await t.call({
      method: 'POST',
      url: '/api/experts/engagement/cancel',
      token: never.token,
      body: { business_id: never.workspace.id },
    });
    expect(none.statusCode).toBe(404);
  });
});
