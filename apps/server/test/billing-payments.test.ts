import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, mailOutbox, transactions, workspaces, workspaceSubscriptions } from '../src/db/schema/index.js';
import { REVERIFY_AFTER_MS, REVERIFY_FOR_MS, reverifyPayments } from '../src/modules/billing/reverify-payments.js';
import { declinedPlan, initializePlan, paidPlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { accountWithWorkspace, joinWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const WEBHOOK_HASH = 'test-webhook-hash-123';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH } });
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const rowOf = async (reference: string) =>
  (await db().select().from(transactions).where(eq(transactions.reference, reference)))[0]!;
const planOf = async (id: number) => (await db().select().from(workspaces).where(eq(workspaces.id, id)))[0]!.plan;
/** The receipt e-mails queued to an address (the outbox: what will be delivered). */
const receiptsTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) =>
    mail.subject.startsWith('Your Aerie receipt'),
  );

function webhook(body: unknown, hash = WEBHOOK_HASH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'verif-hash': hash },
    payload: JSON.stringify(body),
  });
}

describe('plans', () => {
  it('lists Air, Earth and Moon with server prices in cents', async () => {
    const reply = await t.call({ method: 'GET', url: '/api/resources/plans' });
    expect(reply.statusCode).toBe(200);
    const plans = reply.json().data;
    expect(plans.map((plan: { id: string; amount: number }) => [plan.id, plan.amount])).toEqual([
      ['air', 0],
      ['earth', 1000],
      ['moon', 5000],
    ]);
    expect(plans[1]).toMatchObject({
      currency: 'USD',
      limits: { projects: 3, git_deployments: 3 },
      ssh_to_servers: true,
    });
    expect(plans[2].limits).toEqual({ projects: null, deployments: null, git_deployments: null });
    // The card lines are the plan table's, worded as what the server enforces.
    expect(plans[0]).toMatchObject({
      ssh_to_servers: false,
      features: [
        '1 project',
        'Up to 3 deployments',
        'No deploy on push',
        'No own servers over SSH',
        'Custom domains with a $5/mo site plan',
        'Community support',
      ],
    });
  });
});

describe('initialize', () => {
  it('creates a pending transaction priced by the server, with the sandbox link', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const data = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    expect(data).toEqual({
      reference: expect.stringMatching(/^aer_[a-z2-7]{20}$/),
      type: 'subscription',
      amount: 1000,
      currency: 'USD',
      payment_config: { link: `http://aerie.test/sandbox/checkout/${data.reference}` },
    });
    expect(await rowOf(data.reference)).toMatchObject({ status: 'pending', amount: 1000, planId: 'earth' });
  });

  it('refuses a client-sent amount and a free plan', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const base = { type: 'subscription', plan_id: 'earth', business_id: owner.workspace.id };
    const withAmount = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: owner.token,
      body: { ...base, amount: 1 },
    });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json().errors).toEqual({ amount: ['Unknown field amount'] });
    const air = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: owner.token,
      body: { ...base, plan_id: 'air' },
    });
    expect(air.statusCode).toBe(400);
    expect(air.json().errors).toEqual({ plan_id: ['The Air plan is free'] });
  });
});

describe('sandbox checkout', () => {
  it('shows the amount, what is bought and the test cards, with a script-free policy', async () => {
    const owner = await accountWithWorkspace(t);
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay $10.00');
    expect(page.body).toContain('Earth plan — monthly');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 9995');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/aer_doesnotexist0000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('pays with 4242: the return carries status and ids; verification activates the plan once', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const { location, transactionId, status } = await payAtSandbox(t, reference);
    expect(`${location.origin}${location.pathname}`).toBe('http://aerie.test/payment/return');
    expect(status).toBe('successful');
    expect(location.searchParams.get('tx_ref')).toBe(reference);

    const first = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.transaction).toMatchObject({
      reference,
      status: 'success',
      transaction_id: transactionId,
      amount: 1000,
    });
    expect(first.json().data.subscription).toMatchObject({ business_id: owner.workspace.id, plan: 'earth' });
    expect(await planOf(owner.workspace.id)).toBe('earth');
    const renewsAt = new Date(first.json().data.subscription.renews_at).getTime();
    expect(renewsAt - Date.now()).toBeGreaterThan(27 * 86_400_000);

    // The same verification again, a replayed webhook and the activation change nothing and agree.
    const settledAt = (await rowOf(reference)).settledAt;
    const again = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    for (let replay = 0; replay < 2; replay += 1) {
      const hook = await webhook({
        event: 'charge.completed',
        data: { id: transactionId, tx_ref: reference, status: 'successful' },
      });
      expect(hook.statusCode).toBe(200);
    }
    const activated = await t.call({
      method: 'POST',
      url: '/api/subscription/activate',
      token: owner.token,
      body: { reference, id: transactionId },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toEqual(first.json().data.subscription);
    expect((await rowOf(reference)).settledAt).toEqual(settledAt);
    const periods = await db()
      .select()
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.workspaceId, owner.workspace.id));
    expect(periods).toHaveLength(1);
    expect(periods[0]!.renewsAt.toISOString()).toBe(first.json().data.subscription.renews_at);
    // The checkout of a settled payment cannot be paid again.
    const repay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4242424242424242',
    });
    expect(repay.statusCode).toBe(409);
  });

  it('concurrent verifications, webhooks and the re-check give the value and the receipt once', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
    const { transactionId } = await payAtSandbox(t, reference);
    const recheckAt = new Date((await rowOf(reference)).createdAt.getTime() + REVERIFY_AFTER_MS + 60_000);
    const [recheck, ...replies] = await Promise.all([
      reverifyPayments(t.runtime.ctx, recheckAt),
      t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
      t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
      webhook({ data: { id: transactionId, tx_ref: reference } }),
      webhook({ data: { id: transactionId, tx_ref: reference } }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(recheck.checked).toBeGreaterThan(0);
    const receipts = await receiptsTo(owner.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Reference: ${reference}`);
    expect(receipts[0]!.text).toContain(`/dashboard/billing/download/${reference}`);
    expect(await planOf(owner.workspace.id)).toBe('moon');
    const periods = await db()
      .select()
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.workspaceId, owner.workspace.id));
    expect(periods).toEqual([expect.objectContaining({ plan: 'moon', transactionId: (await rowOf(reference)).id })]);
  });

  it.each([
    ['4000 0000 0000 0002', 'Card declined'],
    ['4000 0000 0000 9995', 'Insufficient funds'],
  ])('a %s card is refused: failed record, 400, plan unchanged', async (card, reason) => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const { transactionId, status } = await payAtSandbox(t, reference, card);
    expect(status).toBe('failed');
    const reply = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ success: false, error: 'bad_request', message: `Payment failed. ${reason}.` });
    expect(await rowOf(reference)).toMatchObject({ status: 'failure', failureReason: reason });
    expect(await planOf(owner.workspace.id)).toBe('air');
    expect(await receiptsTo(owner.email)).toEqual([]);
    const activate = await t.call({
      method: 'POST',
      url: '/api/subscription/activate',
      token: owner.token,
      body: { reference, id: transactionId },
    });
    expect(activate.statusCode).toBe(400);
  });

  it('mails the receipt only when a charge succeeds: a decline, then another card on the same checkout', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const declined = await payAtSandbox(t, reference, '4000 0000 0000 0002');
    await t.call({ method: 'GET', url: verifyUrl(reference, declined.transactionId), token: owner.token });
    expect(await receiptsTo(owner.email)).toEqual([]);

    const paid = await payAtSandbox(t, reference);
    const reply = await t.call({ method: 'GET', url: verifyUrl(reference, paid.transactionId), token: owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    const [receipt, ...others] = await receiptsTo(owner.email);
    expect(others).toEqual([]);
    // The receipt page's contents: what, amount and currency, reference, date, billed to, and its link.
    expect(receipt!.subject).toBe('Your Aerie receipt for Earth plan — monthly: $10.00');
    for (const part of [
      'Description: Earth plan — monthly',
      'Amount: $10.00 USD',
      `Reference: ${reference}`,
      'Date: ',
      'Billed to: Grace Hopper, ',
      `http://aerie.test/dashboard/billing/download/${reference}`,
    ]) {
      expect(receipt!.text).toContain(part);
    }
    expect(receipt!.html).toContain(`href="http://aerie.test/dashboard/billing/download/${reference}"`);
    expect(receipt!.html).toContain('$10.00 USD');
  });

  it('emits payment.failed for a declined charge and payment.settled once, with the settlement', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const declined = await payAtSandbox(t, reference, '4000 0000 0000 0002');
    await t.call({ method: 'GET', url: verifyUrl(reference, declined.transactionId), token: owner.token });
    const paid = await payAtSandbox(t, reference);
    await Promise.all([
      t.call({ method: 'GET', url: verifyUrl(reference, paid.transactionId), token: owner.token }),
      t.call({ method: 'GET', url: verifyUrl(reference, paid.transactionId), token: owner.token }),
    ]);
    const row = await rowOf(reference);
    const events = await db()
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.workspaceId, owner.workspace.id))
      .orderBy(domainEvents.id);
    const payment = { transactionId: row.id, purchase: 'Earth plan — monthly', amount: 1000, currency: 'USD' };
    expect(events.map(({ name, actorUserId, aggregate, data }) => ({ name, actorUserId, aggregate, data }))).toEqual([
      {
        name: 'payment.failed',
        actorUserId: owner.userId,
        aggregate: `transaction:${row.id}`,
        data: { ...payment, reason: 'Card declined' },
      },
      { name: 'payment.settled', actorUserId: owner.userId, aggregate: `transaction:${row.id}`, data: payment },
    ]);
  });

  it('Try again gives a new checkout for the declined payment; paying it settles once, and then it refuses', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await declinedPlan(t, owner.token, owner.workspace.id, 'moon');
    const retryUrl = `/api/transactions/reference/${reference}/retry`;

    const member = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId);
    expect((await t.call({ method: 'POST', url: retryUrl, token: member.token })).statusCode).toBe(403);
    const stranger = await accountWithWorkspace(t);
    expect((await t.call({ method: 'POST', url: retryUrl, token: stranger.token })).statusCode).toBe(404);

    const retry = await t.call({ method: 'POST', url: retryUrl, token: owner.token });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual({
      reference,
      type: 'subscription',
      amount: 5000,
      currency: 'USD',
      payment_config: { link: `http://aerie.test/sandbox/checkout/${reference}` },
    });
    // Still listed as failed, with its reason, until a charge succeeds.
    expect(await rowOf(reference)).toMatchObject({ status: 'failure', failureReason: 'Card declined' });

    const { transactionId } = await payAtSandbox(t, reference);
    const paid = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await planOf(owner.workspace.id)).toBe('moon');
    expect(await receiptsTo(owner.email)).toHaveLength(1);

    const again = await t.call({ method: 'POST', url: retryUrl, token: owner.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already paid.');
  });

  it('refuses to try again a payment started more than 3 days ago', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await declinedPlan(t, owner.token, owner.workspace.id, 'earth');
    await db()
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - REVERIFY_FOR_MS - 60_000) })
      .where(eq(transactions.reference, reference));
    const retry = await t.call({
      method: 'POST',
      url: `/api/transactions/reference/${reference}/retry`,
      token: owner.token,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('This payment is too old to try again. Please start a new one.');
  });

  it('cancel returns with status cancelled and records a cancelled payment', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const { transactionId, status } = await payAtSandbox(t, reference, '', 'cancel');
    expect(status).toBe('cancelled');
    const reply = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Payment cancelled. Cancelled at checkout.');
    expect((await rowOf(reference)).status).toBe('cancelled');
  });

  it('refuses a tampered amount and marks the payment failed', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
    const { transactionId } = await payAtSandbox(t, reference);
    // The provider saw less money than the price: what a tampered checkout looks like from here.
    const { sandboxCharges } = await import('../src/db/schema/index.js');
    await db().update(sandboxCharges).set({ amount: 100 }).where(eq(sandboxCharges.id, transactionId));
    const reply = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Payment failed. The amount paid does not match the price.');
    expect(await rowOf(reference)).toMatchObject({ status: 'failure' });
    expect(await planOf(owner.workspace.id)).toBe('air');
  });

  it("refuses another payment's transaction id without marking anything", async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const cheap = await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
    const reply = await t.call({ method: 'GET', url: verifyUrl(reference, cheap.transactionId), token: owner.token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('The payment could not be verified.');
    expect((await rowOf(reference)).status).toBe('pending');
    expect(await planOf(owner.workspace.id)).toBe('earth');
  });
});

describe('who may pay and see payments', () => {
  it("answers 404 to another workspace's references and 403 to a member who buys", async () => {
    const owner = await accountWithWorkspace(t);
    const member = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId);
    const { reference, transactionId } = await paidPlan(t, owner.token, owner.workspace.id, 'moon');
    for (const url of [verifyUrl(reference, transactionId), `/api/transactions/reference/${reference}`]) {
      const reply = await t.call({ method: 'GET', url, token: stranger.token });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error).toBe('not_found');
    }
    const activate = await t.call({
      method: 'POST',
      url: '/api/subscription/activate',
      token: stranger.token,
      body: { reference, id: transactionId },
    });
    expect(activate.statusCode).toBe(404);
    const history = await t.call({
      method: 'GET',
      url: `/api/transactions/${owner.workspace.slug}`,
      token: stranger.token,
    });
    expect(history.statusCode).toBe(404);
    const buy = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: member.token,
      body: { type: 'subscription', plan_id: 'earth', business_id: owner.workspace.id },
    });
    expect(buy.statusCode).toBe(403);
    const strangerBuy = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: stranger.token,
      body: { type: 'subscription', plan_id: 'earth', business_id: owner.workspace.id },
    });
    expect(strangerBuy.statusCode).toBe(404);
  });
});

describe('webhook', () => {
  it('answers 401 to a missing or wrong hash and changes nothing', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const { transactionId } = await payAtSandbox(t, reference);
    const wrong = await webhook({ data: { id: transactionId, tx_ref: reference } }, 'not-the-hash');
    expect(wrong.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(missing.statusCode).toBe(401);
    expect((await rowOf(reference)).status).toBe('pending');
    // With the right hash the webhook alone settles it, by asking the provider.
    const right = await webhook({ data: { id: transactionId, tx_ref: reference } });
    expect(right.statusCode).toBe(200);
    expect((await rowOf(reference)).status).toBe('success');
    expect(await planOf(owner.workspace.id)).toBe('earth');
    const unknown = await webhook({ data: { id: 'sbx_nothing', tx_ref: 'aer_unknown' } });
    expect(unknown.statusCode).toBe(200);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'verif-hash': WEBHOOK_HASH },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
