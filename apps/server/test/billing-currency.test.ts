import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expertHires, transactions } from '../src/db/schema/index.js';
import { hireOnTrial } from './support/expert-fixtures.js';
import { initializePlan, paidPlan } from './support/billing-fixtures.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { insertWebsite } from './support/website-fixtures.js';

/*
 * One currency per workspace (issue 25): every listing answers in the workspace's billing currency and
 * every purchase is priced and recorded in it, so what is shown is what is charged; the owner changes it
 * only while nothing paid runs.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof accountWithWorkspace>>;

const setCurrency = (owner: Owner, currency: string) =>
  t.call({
    method: 'PUT',
    url: `/api/workspaces/${owner.workspace.slug}/billing-currency`,
    token: owner.token,
    body: { currency },
  });

async function freeWorkspaceIn(currency: 'GBP' | 'NGN'): Promise<Owner> {
  const owner = await accountWithWorkspace(t, { plan: 'air' });
  const changed = await setCurrency(owner, currency);
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json().data).toMatchObject({ plan: 'air', billing_currency: currency });
  return owner;
}

const listedPlan = async (currency: string | null, plan: string) => {
  const query = currency === null ? '' : `?currency=${currency}`;
  const reply = await t.call({ method: 'GET', url: `/api/resources/plans${query}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().data as { id: string; amount: number; currency: string }[]).find((row) => row.id === plan)!;
};

const rowOf = async (reference: string) =>
  (await t.runtime.ctx.db.select().from(transactions).where(eq(transactions.reference, reference)))[0]!;

describe('a workspace paying in pounds', () => {
  it('lists, charges and prorates its plans in pounds, and keeps the currency while the plan runs', async () => {
    const owner = await freeWorkspaceIn('GBP');
    const earth = await listedPlan('gbp', 'earth');
    expect(earth).toMatchObject({ amount: 800, currency: 'GBP' });
    // The card's lines name prices in the same currency: the site plan for a custom domain in pounds.
    expect(earth).toMatchObject({ features: expect.arrayContaining(['Custom domains with a £4/mo site plan']) });

    const started = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    expect(started).toMatchObject({ amount: earth.amount, currency: 'GBP' });
    expect(await rowOf(started.reference)).toMatchObject({ amount: 800, currency: 'GBP' });
    await paidPlan(t, owner.token, owner.workspace.id, 'earth');

    // Half-way through the period, Moon (£40) is prorated against Earth (£8) in pounds.
    clock.advance(15 * DAY);
    const preview = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/plan/preview?plan=moon`,
      token: owner.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ kind: 'upgrade', currency: 'GBP', prorated: true });
    const upgrade = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
    expect(upgrade).toMatchObject({ amount: preview.json().data.amount, currency: 'GBP' });
    expect(upgrade.amount).toBeLessThan(4000 - 800);
    expect(upgrade.amount).toBeGreaterThan(0);

    const refused = await setCurrency(owner, 'USD');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The currency cannot change now. The Earth plan is paid in this currency: cancel it and wait for its period to end first.',
    );
    const period = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/plan`,
      token: owner.token,
    });
    expect(period.json().data.billing_currency).toBe('GBP');
  });

  it('prices a site plan in pounds', async () => {
    const owner = await freeWorkspaceIn('GBP');
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Shop' });
    const website = await insertWebsite(t, { projectId: project.id, userId: owner.userId });
    const reply = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: owner.token,
      body: { type: 'website', plan_id: 'site-basic', website_id: website.uuid, business_id: owner.workspace.id },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ amount: 400, currency: 'GBP' });
    expect(await rowOf(reply.json().data.reference)).toMatchObject({ amount: 400, currency: 'GBP' });
  });

  it('lists and charges a pilot in pounds (the dollar price × 0.8, whole pounds)', async () => {
    const owner = await freeWorkspaceIn('GBP');
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Servers' });
    const listed = await t.call({ method: 'GET', url: '/api/resources/pilots', token: owner.token });
    const starter = (listed.json().data as { id: number; dollar_price: number; pound_price: number }[])[0]!;
    expect(starter.pound_price).toBe(Math.round(starter.dollar_price * 0.8));
    const reply = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: owner.token,
      body: {
        type: 'pilot',
        action: 'create.pilot',
        plan_id: starter.id,
        template_id: 1,
        business_id: owner.workspace.id,
        region: 'LON1',
        project_id: project.u_id,
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ amount: starter.pound_price * 100, currency: 'GBP' });
    expect(await rowOf(reply.json().data.reference)).toMatchObject({ currency: 'GBP' });
  });
});

describe('a workspace paying in naira', () => {
  it('lists and records an expert hire in naira, and refuses a currency change while it runs', async () => {
    const owner = await freeWorkspaceIn('NGN');
    const listed = await t.call({
      method: 'GET',
      url: '/api/resources/pricing/experts?country=united%20kingdom&currency=ngn',
      token: owner.token,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const threeDays = (listed.json().data as { plan_id: string; amount: number; currency: string }[]).find(
      (option) => option.plan_id === 'expert_3d',
    )!;
    expect(threeDays).toMatchObject({ amount: 3 * 1_500_000 * 100, currency: 'NGN' });

    const hired = await hireOnTrial(t, owner);
    expect(hired.statusCode, hired.body).toBe(200);
    const [row] = await t.runtime.ctx.db
      .select()
      .from(expertHires)
      .where(eq(expertHires.workspaceId, owner.workspace.id));
    expect(row).toMatchObject({ amountPerMonth: 2 * threeDays.amount, currency: 'NGN' });

    const refused = await setCurrency(owner, 'GBP');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('An expert engagement is billed in this currency');
  });

  it('lists and charges its plans in naira', async () => {
    const owner = await freeWorkspaceIn('NGN');
    expect(await listedPlan('NGN', 'moon')).toMatchObject({ amount: 7_500_000, currency: 'NGN' });
    const started = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
    expect(started).toMatchObject({ amount: 7_500_000, currency: 'NGN' });
    expect(await rowOf(started.reference)).toMatchObject({ amount: 7_500_000, currency: 'NGN' });
  });
});

describe('changing the currency', () => {
  it('answers in dollars when no currency is asked (the public pages)', async () => {
    expect(await listedPlan(null, 'earth')).toMatchObject({ amount: 1000, currency: 'USD' });
  });

  it('refuses a currency that is not sold, with the field message', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const reply = await setCurrency(owner, 'EUR');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors.currency).toEqual(['Currency must be USD, GBP or NGN']);
  });

  it('lets the owner keep the currency a paid workspace already has', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'moon' });
    const reply = await setCurrency(owner, 'USD');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.billing_currency).toBe('USD');
  });
});
