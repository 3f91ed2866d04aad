import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentAttempts, transactions, workspaces, workspaceSubscriptions } from '../src/db/schema/index.js';
import { REVERIFY_AFTER_MS, reverifyPayments } from '../src/modules/billing/reverify-payments.js';
import { initializePlan, paidPlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const rowOf = async (reference: string) =>
  (await db().select().from(transactions).where(eq(transactions.reference, reference)))[0]!;
const planOf = async (id: number) => (await db().select().from(workspaces).where(eq(workspaces.id, id)))[0]!.plan;
const attemptsOf = async (reference: string) =>
  db()
    .select({ chargeId: paymentAttempts.chargeId, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.transactionId, (await rowOf(reference)).id))
    .orderBy(asc(paymentAttempts.id));
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('a declined attempt does not end the payment', () => {
  it('a successful retry on the same reference after a decline is honoured, once', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const token = owner.token;
    const { reference } = await initializePlan(t, token, owner.workspace.id, 'earth');

    const declined = await payAtSandbox(t, reference, '4000 0000 0000 0002');
    const first = await t.call({ method: 'GET', url: verifyUrl(reference, declined.transactionId), token });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('Payment failed. Card declined.');
    expect(await rowOf(reference)).toMatchObject({ status: 'failure', failureReason: 'Card declined' });

    // The customer tries again on the same checkout, with a card that works.
    const retried = await payAtSandbox(t, reference);
    const second = await t.call({ method: 'GET', url: verifyUrl(reference, retried.transactionId), token });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.transaction).toMatchObject({ status: 'success', transaction_id: retried.transactionId });
    expect(await planOf(owner.workspace.id)).toBe('earth');
    expect(await attemptsOf(reference)).toEqual([
      { chargeId: declined.transactionId, status: 'failed' },
      { chargeId: retried.transactionId, status: 'successful' },
    ]);

    // The declined charge checked again afterwards changes nothing: success is final.
    const late = await t.call({ method: 'GET', url: verifyUrl(reference, declined.transactionId), token });
    expect(late.statusCode).toBe(200);
    expect(await rowOf(reference)).toMatchObject({ status: 'success', providerTransactionId: retried.transactionId });
  });

  it('of two successful charges on one reference the first verified settles, and the plan is given once', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'moon');
    const one = await payAtSandbox(t, reference);
    const two = await payAtSandbox(t, reference);
    const replies = await Promise.all(
      [one, two].map((charge) =>
        t.call({ method: 'GET', url: verifyUrl(reference, charge.transactionId), token: owner.token }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const row = await rowOf(reference);
    expect([one.transactionId, two.transactionId]).toContain(row.providerTransactionId);
    const periods = await db()
      .select()
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.workspaceId, owner.workspace.id));
    expect(periods).toEqual([expect.objectContaining({ plan: 'moon', transactionId: row.id })]);
  });
});

describe('a payment settled late', () => {
  it('never takes the workspace down from a higher plan it paid for since', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    // An Earth checkout is paid, but its return is lost…
    const earth = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const earthCharge = await payAtSandbox(t, earth.reference);
    // …then Moon is bought and settled.
    await paidPlan(t, owner.token, owner.workspace.id, 'moon');
    expect(await planOf(owner.workspace.id)).toBe('moon');

    // The Earth payment settles now: recorded as paid, but the running Moon period stays.
    const late = await t.call({
      method: 'GET',
      url: verifyUrl(earth.reference, earthCharge.transactionId),
      token: owner.token,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect((await rowOf(earth.reference)).status).toBe('success');
    expect(await planOf(owner.workspace.id)).toBe('moon');
    const [period] = await db()
      .select()
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.workspaceId, owner.workspace.id));
    expect(period!.plan).toBe('moon');
  });
});

describe('the re-check of unpaid payments', () => {
  it('settles a payment whose return and webhook were both lost, once the browser has had its chance', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    await payAtSandbox(t, reference, '4000 0000 0000 9995');
    const paid = await payAtSandbox(t, reference);
    const startedAt = (await rowOf(reference)).createdAt;

    // Too fresh: left to the browser's return.
    await reverifyPayments(t.runtime.ctx, minutesAfter(startedAt, 1));
    expect((await rowOf(reference)).status).toBe('pending');

    await reverifyPayments(t.runtime.ctx, new Date(startedAt.getTime() + REVERIFY_AFTER_MS + 60_000));
    expect(await rowOf(reference)).toMatchObject({ status: 'success', providerTransactionId: paid.transactionId });
    expect(await planOf(owner.workspace.id)).toBe('earth');

    // Running again gives nothing twice.
    const again = await reverifyPayments(t.runtime.ctx, minutesAfter(startedAt, 20));
    expect(again.settled).toBe(0);
  });

  it('runs as the scheduled reverify-payments job of the worker', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    await payAtSandbox(t, reference);
    // Started ten minutes ago (written directly: the job reads the real clock).
    await db()
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(transactions.reference, reference));
    await t.runtime.ctx.jobs.send('reverify-payments', {});
    await expect.poll(async () => (await rowOf(reference)).status, { timeout: 20_000, interval: 200 }).toBe('success');
  });
});
