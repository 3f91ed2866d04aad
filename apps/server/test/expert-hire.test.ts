import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expertHires, workspaces } from '../src/db/schema/index.js';
import { uniqueAddress } from './support/accounts.js';
import { accountWithWorkspace, createProject, joinWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const card = (card_number: string, overrides: Record<string, unknown> = {}) => ({
  card_number,
  exp_month: 12,
  exp_year: 2099,
  cvc: '123',
  name: 'Ada Lovelace',
  ...overrides,
});

/** A sandbox card token issued for `businessId` (the card form's call). */
function tokenize(token: string, body: Record<string, unknown>, businessId: number) {
  return t.call({
    method: 'POST',
    url: '/api/cards/tokenize',
    token,
    body: { ...body, business_id: businessId },
    remoteAddress: uniqueAddress(),
  });
}

const hireBody = (businessId: number, paymentMethod: string) => ({
  quantity: 2,
  plan_id: 'expert_3d',
  payment_method: paymentMethod,
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'united kingdom',
  business_id: businessId,
  need: 'A React developer for the checkout.',
});

describe('expert pricing', () => {
  it('lists one option per days per week, £800 a month per developer for each day', async () => {
    const owner = await accountWithWorkspace(t);
    const reply = await t.call({
      method: 'GET',
      url: '/api/resources/pricing/experts?country=united%20kingdom&currency=gbp',
      token: owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: [1, 2, 3, 4, 5].map((days) => ({
        id: days,
        days_per_week: days,
        amount: 80000 * days,
        currency: 'GBP',
        plan_id: `expert_${days}d`,
        plan_token: `price_expert_${days}d_monthly`,
      })),
    });
  });

  it('refuses another market and unknown query keys', async () => {
    const owner = await accountWithWorkspace(t);
    const other = await t.call({
      method: 'GET',
      url: '/api/resources/pricing/experts?country=nigeria&currency=gbp',
      token: owner.token,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      error: 'validation_failed',
      errors: { country: ['Country is not supported'] },
    });
    const extra = await t.call({
      method: 'GET',
      url: '/api/resources/pricing/experts?country=united%20kingdom&currency=gbp&discount=1',
      token: owner.token,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('card tokens', () => {
  it('gives a sandbox payment method for the 4242 test card', async () => {
    const owner = await accountWithWorkspace(t);
    const reply = await tokenize(owner.token, card('4242 4242 4242 4242'), owner.workspace.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: { token: expect.stringMatching(/^pm_sandbox_4242_[0-9a-f]{24}$/) },
    });
  });

  it("answers 402 with the provider's message for a declined card, a wrong number and an expired card", async () => {
    const owner = await accountWithWorkspace(t);
    const cases = [
      [card('4000 0000 0000 0002'), 'Your card was declined.'],
      [card('4242 4242 4242 4241'), 'Your card number is incorrect.'],
      [card('4242424242424242', { exp_year: 2020 }), 'Your card has expired.'],
    ] as const;
    for (const [body, message] of cases) {
      const reply = await tokenize(owner.token, body, owner.workspace.id);
      expect(reply.statusCode, reply.body).toBe(402);
      expect(reply.json()).toEqual({ success: false, error: 'bad_request', message });
    }
  });
});

describe('hiring experts', () => {
  it('starts a trialing subscription for two developers, 3 days a week, and shows it in billing history', async () => {
    const owner = await accountWithWorkspace(t);
    // A workspace paying in pounds, the spec's expert prices (issue 25: a hire is priced in its workspace's currency).
    await t.runtime.ctx.db
      .update(workspaces)
      .set({ billingCurrency: 'GBP' })
      .where(eq(workspaces.id, owner.workspace.id));
    const { token } = (await tokenize(owner.token, card('4242424242424242'), owner.workspace.id)).json().data as {
      token: string;
    };
    const before = Date.now();
    const reply = await t.call({
      method: 'POST',
      url: '/api/experts/hire',
      token: owner.token,
      body: hireBody(owner.workspace.id, token),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { hire } = reply.json().data;
    expect(reply.json().data).toEqual({ hire });
    expect(hire).toEqual({
      id: expect.any(Number),
      business_id: owner.workspace.id,
      quantity: 2,
      days_per_week: 3,
      amount_per_month: 480000,
      currency: 'GBP',
      status: 'trialing',
      trial_ends_at: expect.any(String),
      period_ends_at: hire.trial_ends_at,
      cancel_at_period_end: false,
      ended_at: null,
      card_last4: '4242',
      brief: { need: 'A React developer for the checkout.', due_on: null, project: null },
      created_at: expect.any(String),
    });
    const trialMs = Date.parse(hire.trial_ends_at) - Date.parse(hire.created_at);
    expect(trialMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(Date.parse(hire.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.runtime.ctx.db.select().from(expertHires).where(eq(expertHires.id, hire.id));
    expect(row).toMatchObject({ paymentMethod: token, fullname: 'Ada Lovelace', transactionId: null });

    // A trial is not a payment (issue 25): no billing row, but the history lists the trial and its end.
    const history = await t.call({
      method: 'GET',
      url: `/api/transactions/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(history.json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect(history.json().trials).toEqual([
      {
        type: 'expert',
        description: 'Hire an expert: 2 developers, 3 days a week',
        amount: 480000,
        currency: 'GBP',
        trial_ends_at: hire.trial_ends_at,
        created_at: hire.created_at,
      },
    ]);

    // The typed lookup of docs/product.md § Billing calls.
    const lookup = (type: string) =>
      t.call({ method: 'GET', url: `/api/transactions/${owner.workspace.slug}?type=${type}`, token: owner.token });
    expect((await lookup('expert')).json().trials).toHaveLength(1);
    expect((await lookup('subscription')).json()).toMatchObject({ data: [], trials: [], meta: { total: 0 } });
    const bogus = await lookup('bogus');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors).toHaveProperty('type');

    // Returning to Hire an Expert shows the engagement, not a blank form.
    const engagement = await t.call({
      method: 'GET',
      url: `/api/experts/engagements/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(engagement.json()).toEqual({ success: true, data: hire });
  });

  it('keeps the brief: by when, and one of the workspace’s projects but not another’s', async () => {
    const owner = await accountWithWorkspace(t);
    const other = await accountWithWorkspace(t);
    const mine = await createProject(t, owner.token, owner.workspace.id, { name: 'Checkout' });
    const theirs = await createProject(t, other.token, other.workspace.id, { name: 'Elsewhere' });
    const { token } = (await tokenize(owner.token, card('4242424242424242'), owner.workspace.id)).json().data;
    const hire = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/experts/hire',
        token: owner.token,
        body: { ...hireBody(owner.workspace.id, token), ...extra },
      });
    const refused = await hire({ project_id: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ project_id: ['Choose one of this workspace’s projects.'] });
    const badDate = await hire({ due_on: '2026-02-30' });
    expect(badDate.json().errors).toEqual({ due_on: ['By when is not a real date'] });
    const reply = await hire({ project_id: mine.id, due_on: '2026-12-24' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.hire.brief).toEqual({
      need: 'A React developer for the checkout.',
      due_on: '2026-12-24',
      project: { id: mine.id, name: mine.name },
    });
  });

  it('answers 403 to a member and 404 to a stranger, and writes nothing', async () => {
    const owner = await accountWithWorkspace(t);
    const member = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId, 'maintainer');
    const body = hireBody(owner.workspace.id, 'pm_sandbox_abc');
    const byMember = await t.call({ method: 'POST', url: '/api/experts/hire', token: member.token, body });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({
      success: false,
      error: 'forbidden',
      message: 'Only the workspace owner can hire experts for the workspace.',
    });
    const byStranger = await t.call({ method: 'POST', url: '/api/experts/hire', token: stranger.token, body });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().error).toBe('not_found');
    const rows = await t.runtime.ctx.db
      .select()
      .from(expertHires)
      .where(eq(expertHires.workspaceId, owner.workspace.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses 25 developers, another country and a made-up plan with field messages', async () => {
    const owner = await accountWithWorkspace(t);
    const cases = [
      [{ quantity: 25 }, 'quantity', 'Quantity must be at most 24'],
      [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
      [{ country: 'nigeria' }, 'country', 'Country is not supported'],
      [{ plan_id: 'expert_7d' }, 'plan_id', 'Plan is invalid'],
      [{ fullname: 'x'.repeat(41) }, 'fullname', 'Fullname must be at most 40 characters'],
      [{ need: 'x'.repeat(501) }, 'need', 'What you need must be at most 500 characters'],
      [{ need: '   ' }, 'need', 'What you need is required'],
    ] as const;
    for (const [override, field, message] of cases) {
      const reply = await t.call({
        method: 'POST',
        url: '/api/experts/hire',
        token: owner.token,
        body: { ...hireBody(owner.workspace.id, 'pm_sandbox_abc'), ...override },
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors).toEqual({ [field]: [message] });
    }
  });
});
