import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { initializePlan, paidPlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { accountWithWorkspace, createProject, projectBody } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('plan limits', () => {
  it('refuses the 2nd project on Air with a clear message and allows it after upgrading', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await createProject(t, owner.token, owner.workspace.id, { name: 'First' });
    const body = await projectBody(t, owner.token, owner.workspace.id, { name: 'Second' });
    const refused = await t.call({ method: 'POST', url: '/api/projects/create', token: owner.token, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: 'forbidden',
      message: 'Your Air plan allows 1 project. Upgrade to Earth for more.',
      errors: { plan: ['upgrade'] },
    });

    await paidPlan(t, owner.token, owner.workspace.id, 'earth');
    await createProject(t, owner.token, owner.workspace.id, { name: 'Second' });
    await createProject(t, owner.token, owner.workspace.id, { name: 'Third' });
    const fourth = await t.call({
      method: 'POST',
      url: '/api/projects/create',
      token: owner.token,
      body: { ...body, name: 'Fourth' },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe('Your Earth plan allows up to 3 projects. Upgrade to Moon for more.');
  });
});

describe('billing history and receipt', () => {
  it('lists every payment newest first, 10 a page, with what the receipt needs', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const empty = await t.call({ method: 'GET', url: `/api/transactions/${owner.workspace.slug}`, token: owner.token });
    expect(empty.json()).toEqual({
      success: true,
      data: [],
      trials: [],
      meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 },
    });

    const declined = await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const { transactionId } = await payAtSandbox(t, declined.reference, '4000 0000 0000 0002');
    await t.call({ method: 'GET', url: verifyUrl(declined.reference, transactionId), token: owner.token });
    for (let index = 0; index < 10; index += 1) await initializePlan(t, owner.token, owner.workspace.id, 'earth');
    const paid = await paidPlan(t, owner.token, owner.workspace.id, 'moon');

    const first = await t.call({ method: 'GET', url: `/api/transactions/${owner.workspace.slug}`, token: owner.token });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.json().data).toHaveLength(10);
    expect(first.json().data[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      type: 'subscription',
      reference: paid.reference,
      transaction_id: paid.transactionId,
      currency: 'USD',
      amount: 5000,
      status: 'success',
      description: 'Moon plan — monthly',
      plan_id: 'moon',
      failure_reason: null,
      billed_to: { workspace: expect.any(String), name: expect.any(String), email: owner.email },
      workspace: { id: owner.workspace.id, slug: owner.workspace.slug },
    });
    expect(first.json().data[1].status).toBe('pending');
    const second = await t.call({
      method: 'GET',
      url: `/api/transactions/${owner.workspace.slug}?page=2`,
      token: owner.token,
    });
    // 12 rows: the paid one, ten pending attempts, and the declined one, oldest, last on page 2.
    expect(second.json().data.map((row: { status: string }) => row.status)).toEqual(['pending', 'failure']);
    expect(second.json().data[1]).toMatchObject({ reference: declined.reference, failure_reason: 'Card declined' });

    const receipt = await t.call({
      method: 'GET',
      url: `/api/transactions/reference/${paid.reference}`,
      token: owner.token,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data).toEqual(first.json().data[0]);
    const missing = await t.call({
      method: 'GET',
      url: '/api/transactions/reference/aer_nosuchreference000',
      token: owner.token,
    });
    expect(missing.statusCode).toBe(404);
  });
});
