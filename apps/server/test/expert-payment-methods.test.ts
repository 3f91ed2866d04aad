import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expertHires, transactions } from '../src/db/schema/index.js';
import { uniqueAddress } from './support/accounts.js';
import { startFakeStripe, STRIPE_PUBLISHABLE, STRIPE_SECRET, type FakeStripe } from './support/fake-stripe.js';
import { accountWithWorkspace, joinWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123', name: 'Ada Lovelace' };
const NOT_ISSUED = 'This card was not set up for this workspace. Please enter it again.';

const hireBody = (businessId: number, paymentMethod: string) => ({
  quantity: 24,
  plan_id: 'expert_5d',
  payment_method: paymentMethod,
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'united kingdom',
  business_id: businessId,
  need: 'Two full-time developers for the launch.',
});

function caller(t: TestApp) {
  return {
    tokenize: (token: string, businessId: number) =>
      t.call({
        method: 'POST',
        url: '/api/cards/tokenize',
        token,
        body: { ...CARD, business_id: businessId },
        remoteAddress: uniqueAddress(),
      }),
    setup: (token: string, businessId: number) =>
      t.call({
        method: 'POST',
        url: '/api/cards/setup',
        token,
        body: { business_id: businessId },
        remoteAddress: uniqueAddress(),
      }),
    hire: (token: string, businessId: number, paymentMethod: string, remoteAddress = uniqueAddress()) =>
      t.call({
        method: 'POST',
        url: '/api/experts/hire',
        token,
        body: hireBody(businessId, paymentMethod),
        remoteAddress,
      }),
  };
}

function expectNotIssued(reply: { statusCode: number; body: string; json(): unknown }) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toMatchObject({ error: 'validation_failed', errors: { payment_method: [NOT_ISSUED] } });
}

async function nothingRecorded(t: TestApp, workspaceId: number) {
  const db = t.runtime.ctx.db;
  expect(await db.select().from(expertHires).where(eq(expertHires.workspaceId, workspaceId))).toEqual([]);
  expect(await db.select().from(transactions).where(eq(transactions.workspaceId, workspaceId))).toEqual([]);
}

describe('hiring with the sandbox card provider', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await startTestApp();
    api = caller(t);
  });
  afterAll(() => t.close());

  it('refuses a payment method that was never issued: no £96,000 success is recorded', async () => {
    const owner = await accountWithWorkspace(t);
    expectNotIssued(await api.hire(owner.token, owner.workspace.id, 'pm_never_tokenized_forged'));
    // A sandbox-looking token that the sandbox did not issue is no better.
    expectNotIssued(await api.hire(owner.token, owner.workspace.id, 'pm_sandbox_0123456789abcdef01234567'));
    await nothingRecorded(t, owner.workspace.id);
  });

  it("refuses another workspace's payment method", async () => {
    const owner = await accountWithWorkspace(t);
    const other = await accountWithWorkspace(t);
    const theirs = (await api.tokenize(other.token, other.workspace.id)).json().data.token as string;
    expectNotIssued(await api.hire(owner.token, owner.workspace.id, theirs));
    await nothingRecorded(t, owner.workspace.id);
    // Issued only to the owner of the workspace it names: a stranger cannot mint one for it.
    expect((await api.tokenize(owner.token, other.workspace.id)).statusCode).toBe(404);
    const member = await accountWithWorkspace(t);
    await joinWorkspace(t, other.workspace.id, member.userId, 'maintainer');
    expect((await api.tokenize(member.token, other.workspace.id)).statusCode).toBe(403);
  });

  it('gives one free trial per workspace; a card is spent by the hire that used it', async () => {
    const owner = await accountWithWorkspace(t);
    const first = (await api.tokenize(owner.token, owner.workspace.id)).json().data.token as string;
    expect((await api.hire(owner.token, owner.workspace.id, first)).statusCode).toBe(200);
    const second = (await api.tokenize(owner.token, owner.workspace.id)).json().data.token as string;
    const again = await api.hire(owner.token, owner.workspace.id, second);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'conflict',
      message: 'This workspace has already had its free trial of hired experts.',
    });
  });

  it('rate limits hiring', async () => {
    const owner = await accountWithWorkspace(t);
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await api.hire(owner.token, owner.workspace.id, `pm_forged_${attempt}`, address)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('tells the card form to use the sandbox form (no Stripe.js)', async () => {
    const owner = await accountWithWorkspace(t);
    const reply = await api.setup(owner.token, owner.workspace.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ success: true, data: { provider: 'sandbox' } });
  });
});

// PGlite runs one query at a time; two hires truly at once need PostgreSQL (CI sets DATABASE_URL).
describe.runIf(process.env.DATABASE_URL)('two hires at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('start one trial, whether they share a card or not', async () => {
    const api = caller(t);
    for (let round = 0; round < 5; round += 1) {
      const owner = await accountWithWorkspace(t);
      const one = (await api.tokenize(owner.token, owner.workspace.id)).json().data.token as string;
      const two = (await api.tokenize(owner.token, owner.workspace.id)).json().data.token as string;
      const replies = await Promise.all([
        api.hire(owner.token, owner.workspace.id, one),
        api.hire(owner.token, owner.workspace.id, round % 2 ? one : two),
      ]);
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      const rows = await t.runtime.ctx.db
        .select()
        .from(expertHires)
        .where(eq(expertHires.workspaceId, owner.workspace.id));
      expect(rows).toHaveLength(1);
    }
  });
});

describe('hiring with Stripe (a local fake Stripe)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp({
      env: {
        CARD_PROVIDER: 'stripe',
        STRIPE_BASE_URL: stripe.baseUrl,
        STRIPE_SECRET_KEY: STRIPE_SECRET,
        STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE,
      },
    });
    api = caller(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** The card modal's path: setup, then Stripe.js confirms the SetupIntent in the browser. */
  async function cardFromBrowser(token: string, workspaceId: number): Promise<string> {
    const setup = await api.setup(token, workspaceId);
    expect(setup.statusCode, setup.body).toBe(200);
    const data = setup.json().data;
    expect(data).toEqual({
      provider: 'stripe',
      publishable_key: STRIPE_PUBLISHABLE,
      client_secret: expect.stringMatching(/^seti_[0-9a-f]+_secret_/),
    });
    return stripe.confirmSetup(data.client_secret);
  }

  it('hires with a card saved to the workspace’s customer through Stripe.js; no card number reaches us', async () => {
    const owner = await accountWithWorkspace(t);
    const paymentMethod = await cardFromBrowser(owner.token, owner.workspace.id);
    const reply = await api.hire(owner.token, owner.workspace.id, paymentMethod);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.hire).toMatchObject({ status: 'trialing', quantity: 24 });
    // The server asked Stripe about the payment method, and never posted card details anywhere.
    expect(
      stripe.seen.some((seen) => seen.method === 'GET' && seen.url === `/v1/payment_methods/${paymentMethod}`),
    ).toBe(true);
    expect(stripe.seen.every((seen) => !Object.keys(seen.form).some((key) => key.startsWith('card[')))).toBe(true);
    // One customer per workspace, reused by later setups.
    await cardFromBrowser(owner.token, owner.workspace.id);
    expect(stripe.seen.filter((seen) => seen.url === '/v1/customers')).toHaveLength(1);
  });

  it('refuses a forged id, a card saved to nobody and a card saved to another workspace', async () => {
    const owner = await accountWithWorkspace(t);
    const other = await accountWithWorkspace(t);
    await cardFromBrowser(owner.token, owner.workspace.id);
    const theirs = await cardFromBrowser(other.token, other.workspace.id);
    expectNotIssued(await api.hire(owner.token, owner.workspace.id, 'pm_never_tokenized_forged'));
    expectNotIssued(await api.hire(owner.token, owner.workspace.id, stripe.createLoosePaymentMethod()));
    expectNotIssued(await api.hire(owner.token, owner.workspace.id, theirs));
    await nothingRecorded(t, owner.workspace.id);
  });

  it('refuses card numbers: with Stripe they go to Stripe.js, never to this server', async () => {
    const owner = await accountWithWorkspace(t);
    const reply = await api.tokenize(owner.token, owner.workspace.id);
    expect(reply.statusCode).toBe(400);
    expect(stripe.seen.every((seen) => !Object.keys(seen.form).some((key) => key.startsWith('card[')))).toBe(true);
  });
});
