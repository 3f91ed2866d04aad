import { expect } from 'vitest';

import type { TestApp } from './test-app.js';

/** Starts a plan purchase through the API; the reply's data (reference, link, amount…). */
export async function initializePlan(t: TestApp, token: string, workspaceId: number, plan: 'earth' | 'moon' = 'earth') {
  const reply = await t.call({
    method: 'POST',
    url: '/api/transactions/initialize',
    token,
    body: { type: 'subscription', plan_id: plan, business_id: workspaceId },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { reference: string; amount: number; currency: string; payment_config: { link: string } };
}

/** Submits the sandbox checkout form as a browser does; the redirect's query (status, tx_ref, transaction_id). */
export async function payAtSandbox(t: TestApp, reference: string, card = '4242 4242 4242 4242', action = 'pay') {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card_number: card, action }).toString(),
  });
  expect(reply.statusCode, reply.body).toBe(303);
  const location = new URL(reply.headers.location as string);
  return {
    location,
    transactionId: location.searchParams.get('transaction_id')!,
    status: location.searchParams.get('status'),
  };
}

export function verifyUrl(reference: string, transactionId: string) {
  return `/api/payment-hooks?${new URLSearchParams({ reference, transaction_id: transactionId })}`;
}

/** A paid plan purchase, settled through the return route's verification. */
export async function paidPlan(t: TestApp, token: string, workspaceId: number, plan: 'earth' | 'moon' = 'earth') {
  const { reference } = await initializePlan(t, token, workspaceId, plan);
  const { transactionId } = await payAtSandbox(t, reference);
  const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token });
  expect(verified.statusCode, verified.body).toBe(200);
  return { reference, transactionId };
}

/** A plan purchase declined at the checkout (the sandbox's decline card) and settled as failed. */
export async function declinedPlan(t: TestApp, token: string, workspaceId: number, plan: 'earth' | 'moon' = 'earth') {
  const { reference } = await initializePlan(t, token, workspaceId, plan);
  const { transactionId } = await payAtSandbox(t, reference, '4000 0000 0000 0002');
  const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token });
  expect(verified.statusCode, verified.body).toBe(400);
  return { reference, transactionId };
}
