import { randomBytes } from 'node:crypto';

import type { Store } from '@aerie/contract';
import { expect } from 'vitest';

export { STORES_URL } from './store-fixtures.js';
import type { TestApp } from './test-app.js';

/*
 * Store creation as the dashboard does it (`load/test/gettoken`, then `store/register`), for the tests of
 * the stores list; `store-fixtures.ts` writes stores directly for the storefront's tests.
 */

export const SELLER_PASSWORD = 'seller-secret-1';

/** A free store url for a test (`shop-1a2b3c4d`). */
export const uniqueStoreDomain = (prefix = 'shop') => `${prefix}-${randomBytes(4).toString('hex')}`;

/** docs/product.md § Store host calls `load/test/gettoken` for the caller: the one-time registration token. */
export async function registrationToken(t: TestApp, token: string): Promise<string> {
  const reply = await t.call({ method: 'GET', url: '/store-api/load/test/gettoken', token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.token;
}

/** The body of `store/register` for a project, with a fresh token of the caller's unless given. */
export async function storeRegistration(
  t: TestApp,
  token: string,
  projectUid: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Corner Shop',
    email: `seller.${randomBytes(4).toString('hex')}@example.com`,
    password: SELLER_PASSWORD,
    domain: uniqueStoreDomain(),
    uuid: projectUid,
    token: await registrationToken(t, token),
    theme: 'agency',
    ...overrides,
  };
}

export const registerStoreCall = (t: TestApp, token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/store-api/store/register', token, body });

/** Creates a store through the two calls the dashboard makes and returns it. */
export async function createStore(
  t: TestApp,
  token: string,
  projectUid: string,
  overrides: Record<string, unknown> = {},
): Promise<Store> {
  const reply = await registerStoreCall(t, token, await storeRegistration(t, token, projectUid, overrides));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.store;
}
