import { fullPath, ROUTES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestLinkToken, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type RouteName = (typeof ROUTES)[number]['name'];

/**
 * The expected status of each route per caller (DESIGN §7), called with a valid request. Routes are public
 * or need a user today; `stranger`, `member` and `owner` (a signed-in user outside the workspace, inside
 * it, owning it) get filled in as routes start acting on a workspace's objects.
 */
interface Expected {
  anonymous: number;
  signedIn: number;
  stranger?: number;
  member?: number;
  owner?: number;
}

const TABLE = {
  login: { anonymous: 200, signedIn: 200 },
  register: { anonymous: 200, signedIn: 200 },
  'verify-account': { anonymous: 200, signedIn: 200 },
  'resend-verification': { anonymous: 200, signedIn: 200 },
  'forgot-password': { anonymous: 200, signedIn: 200 },
  'reset-password': { anonymous: 200, signedIn: 200 },
  logout: { anonymous: 401, signedIn: 200 },
  'get-current-user': { anonymous: 401, signedIn: 200 },
  'list-workspaces': { anonymous: 401, signedIn: 200 },
  'create-workspace': { anonymous: 401, signedIn: 200 },
} satisfies Record<RouteName, Expected> as Record<string, Expected>;

let t: TestApp;
let loginAccount: { email: string; password: string };
beforeAll(async () => {
  t = await startTestApp();
  loginAccount = await signedInUser(t);
});
afterAll(() => t.close());

interface ValidRequest {
  params?: Record<string, string>;
  body?: unknown;
}

/** A fresh unverified account and one of its e-mailed link tokens. */
async function freshLinkToken(path: '/verify/' | '/password/'): Promise<string> {
  const body = registration();
  await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
  if (path === '/password/')
    await t.call({
      method: 'POST',
      url: '/api/api/user/forgot',
      body: { email: body.email },
      remoteAddress: uniqueAddress(),
    });
  return latestLinkToken(t, body.email, path);
}

/** A request that succeeds for a caller allowed to make it, built fresh for every call. */
const VALID_REQUEST: Record<string, () => Promise<ValidRequest>> = {
  login: async () => ({ body: { email: loginAccount.email, password: loginAccount.password } }),
  register: async () => ({ body: registration() }),
  'verify-account': async () => ({ params: { token: await freshLinkToken('/verify/') } }),
  'resend-verification': async () => ({ body: { email: 'someone@example.com' } }),
  'forgot-password': async () => ({ body: { email: 'someone@example.com' } }),
  'reset-password': async () => {
    const token = await freshLinkToken('/password/');
    return { body: { token, password: 'brand-new-secret-7', confirm_password: 'brand-new-secret-7' } };
  },
  logout: async () => ({}),
  'get-current-user': async () => ({}),
  'list-workspaces': async () => ({}),
  'create-workspace': async () => ({
    body: { name: 'Table Co', email: 'table@example.com', phone: '+44 20 7946 0000' },
  }),
};

const routeNames = ROUTES.map((route) => route.name as string).sort();

it('has an entry for every route of the registry, and none for a route that does not exist', () => {
  expect(Object.keys(TABLE).sort()).toEqual(routeNames);
  expect(Object.keys(VALID_REQUEST).sort()).toEqual(routeNames);
});

it("agrees with each route's declared access", () => {
  for (const route of ROUTES) {
    const expected = TABLE[route.name];
    expect(expected?.anonymous === 401, route.name).toBe(route.access === 'user');
  }
});

async function callRoute(name: string, token?: string) {
  const route = ROUTES.find((candidate) => candidate.name === name)!;
  const { params = {}, body } = await VALID_REQUEST[name]!();
  const url = fullPath(route).replace(/:([a-z_]+)/g, (_match, key: string) => encodeURIComponent(params[key]!));
  return t.call({ method: route.method, url, body, token, remoteAddress: uniqueAddress() });
}

describe.each(routeNames)('%s', (name) => {
  const expected = TABLE[name]!;

  it(`answers an anonymous caller ${expected.anonymous}`, async () => {
    const reply = await callRoute(name);
    expect(reply.statusCode, reply.body).toBe(expected.anonymous);
    if (expected.anonymous === 401) {
      expect(reply.json()).toEqual({
        success: false,
        error: 'unauthorized',
        message: 'Your session has ended. Please log in again.',
      });
    } else {
      expect(reply.json().success).toBe(true);
    }
  });

  it(`answers a signed-in user ${expected.signedIn}`, async () => {
    const user = await signedInUser(t);
    const reply = await callRoute(name, user.token);
    expect(reply.statusCode, reply.body).toBe(expected.signedIn);
    expect(reply.json().success).toBe(expected.signedIn < 400);
  });
});
