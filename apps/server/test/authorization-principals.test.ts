import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { personalAccessTokens } from '../src/db/schema/index.js';
import { ensureCart } from '../src/modules/stores/cart.js';
import { setUpAuthorizationWorld, WEBHOOK_HASH, type Role, type WorldCaller } from './support/authorization-world.js';
import { insertRun } from './support/deployment-api-fixtures.js';
import { accountWithWorkspace, joinWorkspace } from './support/project-fixtures.js';
import { createAccessToken, createRepository } from './support/repository-fixtures.js';
import type { TestApp } from './support/test-app.js';

/*
 * The non-JSON routes per principal (issue 14): what RAW_TABLE (authorization-raw.test.ts) calls with
 * one caller each, called here with every caller that may show up — each team role, the owner, a user
 * of another workspace, and the other principals (git tokens, storefront customers, webhook signatures).
 */

const world = setUpAuthorizationWorld();
const { owner, freshDeployment, freshWebsite, storefrontShop, tableOrder } = world;
let t: TestApp;
beforeAll(() => {
  ({ t } = world);
});

/** The table's callers, and `teammate`: a guest of the owner's workspace who collaborates on no project. */
type Caller = Role | 'teammate';
/** Whoever is in the workspace sees its projects, collaborator or not (project-access.ts). */
const PROJECT_READ: Record<Caller, number> = {
  stranger: 404,
  maintainer: 200,
  developer: 200,
  guest: 200,
  teammate: 200,
  owner: 200,
};
const CALLERS_OF_PROJECT = Object.keys(PROJECT_READ) as Caller[];

let teammate: Promise<WorldCaller> | null = null;
const callerOf = (who: Caller): Promise<WorldCaller> =>
  who === 'teammate'
    ? (teammate ??= (async () => {
        const account = await accountWithWorkspace(t);
        await joinWorkspace(t, owner().workspace.id, account.userId, 'guest');
        return account;
      })())
    : Promise.resolve(world.callers[who]);

const inject = (options: { method?: 'GET' | 'POST'; url: string; headers?: Record<string, string>; body?: string }) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    remoteAddress: '127.0.0.1',
    headers: { host: 'aerie.test', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });

describe('the git protocol (gitToken: the account e-mail and a personal access token over HTTP Basic)', () => {
  const basic = (email: string, secret: string) => `Basic ${Buffer.from(`${email}:${secret}`).toString('base64')}`;

  /** A repository in a fresh project of the owner's (the team collaborates), made once. */
  let repositoryPath: Promise<string> | null = null;
  const gitPath = () =>
    (repositoryPath ??= (async () => {
      const { project } = await world.freshProject();
      const repository = await createRepository(t, owner().token, owner().workspace.slug, project.u_id, {
        name: 'principals-git',
      });
      return `/git/${owner().workspace.slug}/${repository.name}.git`;
    })());

  /** The four calls of git's smart HTTP: clone (advertise, fetch) and push (advertise, send). */
  const CALLS = {
    'clone: info/refs': async (authorization?: string) =>
      inject({ url: `${await gitPath()}/info/refs?service=git-upload-pack`, headers: auth(authorization) }),
    'clone: git-upload-pack': async (authorization?: string) =>
      inject({
        method: 'POST',
        url: `${await gitPath()}/git-upload-pack`,
        headers: { 'content-type': 'application/x-git-upload-pack-request', ...auth(authorization) },
        body: '0000',
      }),
    'push: info/refs': async (authorization?: string) =>
      inject({ url: `${await gitPath()}/info/refs?service=git-receive-pack`, headers: auth(authorization) }),
    // A flush packet: a push of no commands, so every allowed caller can make it again.
    'push: git-receive-pack': async (authorization?: string) =>
      inject({
        method: 'POST',
        url: `${await gitPath()}/git-receive-pack`,
        headers: { 'content-type': 'application/x-git-receive-pack-request', ...auth(authorization) },
        body: '0000',
      }),
  };
  const auth = (authorization?: string): Record<string, string> => (authorization ? { authorization } : {});

  /**
   * Who calls, as the Authorization header they send. Anyone who sees the project clones; a developer or
   * above pushes (ROLE_TABLE 'push to repositories', issue 24), a guest hears 403 at both push calls.
   * Personal access tokens carry no scopes, so there is no token lacking one. Whatever proves nothing is
   * the same 401, with git's Basic challenge.
   */
  const isPushCall = (call: string) => call.startsWith('push:');
  const PUSH: Record<Caller, number> = { ...PROJECT_READ, guest: 403, teammate: 403 };
  const CALLERS: Record<string, { status: (call: string) => number; header: () => Promise<string | undefined> }> = {
    anonymous: { status: () => 401, header: async () => undefined },
    ...Object.fromEntries(
      CALLERS_OF_PROJECT.map((role) => [
        `the ${role}'s token`,
        {
          status: (call: string) => (isPushCall(call) ? PUSH : PROJECT_READ)[role],
          header: async () => {
            const caller = await callerOf(role);
            return basic(caller.email, (await createAccessToken(t, caller.token)).token);
          },
        },
      ]),
    ),
    'a revoked token': {
      status: () => 401,
      header: async () => {
        const developer = world.callers.developer;
        const token = await createAccessToken(t, developer.token);
        const revoked = await t.call({ method: 'DELETE', url: `/api/user/tokens/${token.id}`, token: developer.token });
        expect(revoked.statusCode, revoked.body).toBe(200);
        return basic(developer.email, token.token);
      },
    },
    'an expired token': {
      status: () => 401,
      header: async () => {
        const developer = world.callers.developer;
        const token = await createAccessToken(t, developer.token);
        await t.runtime.ctx.db
          .update(personalAccessTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(personalAccessTokens.id, token.id));
        return basic(developer.email, token.token);
      },
    },
    // A token proves only the account it belongs to: the owner's e-mail with the developer's token.
    "another account's e-mail": {
      status: () => 401,
      header: async () => basic(owner().email, (await createAccessToken(t, world.callers.developer.token)).token),
    },
    // A session is no git credential, as a bearer header or as the password.
    'a session token': { status: () => 401, header: async () => basic(owner().email, owner().token) },
    'a bearer session': { status: () => 401, header: async () => `Bearer ${owner().token}` },
  };

  describe.each(Object.keys(CALLS))('%s', (call) => {
    it.each(Object.keys(CALLERS))('answers %s as the table says', async (name) => {
      const caller = CALLERS[name]!;
      const status = caller.status(call);
      const reply = await CALLS[call as keyof typeof CALLS](await caller.header());
      expect(reply.statusCode, reply.body).toBe(status);
      if (status === 401) expect(reply.headers['www-authenticate']).toBe('Basic realm="Aerie Git"');
      if (status === 200) expect(reply.headers['content-type']).toMatch(/^application\/x-git-/);
      if (status === 403) expect(reply.json().message).toBe('Only a developer or above can push to repositories.');
    });
  });
});

describe("a deployment run's live log (user: a bearer session in the header)", () => {
  const stream = async (token?: string) => {
    const run = await insertRun(t, (await freshDeployment()).id, { status: 'succeeded', finishedAt: new Date() });
    return inject({
      url: `/api/deployment-runs/${run.id}/stream`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it('answers an anonymous caller 401', async () => {
    expect((await stream()).statusCode).toBe(401);
  });

  // The run is finished, so the stream ends and the reply is complete.
  it.each(CALLERS_OF_PROJECT)('answers the %s as its project does', async (role) => {
    const reply = await stream((await callerOf(role)).token);
    expect(reply.statusCode, reply.body).toBe(PROJECT_READ[role]);
    if (PROJECT_READ[role] === 200) expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
    else expect(reply.json().error).toBe('not_found');
  });
});

describe("a website's files: the draft's export (user)", () => {
  it.each(CALLERS_OF_PROJECT)('answers the %s as its project does', async (role) => {
    const site = await freshWebsite();
    const reply = await inject({
      url: `/builder-api/site/${site.uuid}/export`,
      headers: { authorization: `Bearer ${(await callerOf(role)).token}` },
    });
    expect(reply.statusCode).toBe(PROJECT_READ[role]);
    if (PROJECT_READ[role] === 200) expect(reply.headers['content-type']).toBe('application/zip');
  });
});

describe('the payment webhook (signedWebhook: the provider’s hash, never a session)', () => {
  const hook = (headers: Record<string, string>) =>
    inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ data: { id: 'sbx_nothing', tx_ref: 'aer_unknown' } }),
    });

  const CALLS: Record<string, [headers: () => Record<string, string>, status: number]> = {
    unsigned: [() => ({}), 401],
    'with a wrong hash': [() => ({ 'verif-hash': 'not-the-hash' }), 401],
    "with the owner's session instead": [() => ({ authorization: `Bearer ${owner().token}` }), 401],
    signed: [() => ({ 'verif-hash': WEBHOOK_HASH }), 200],
  };
  it.each(Object.keys(CALLS))('answers a call %s as the table says', async (name) => {
    const [headers, status] = CALLS[name]!;
    expect((await hook(headers())).statusCode).toBe(status);
  });
});

/*
 * Storefronts have no customer accounts (the `customer` principal is declared for later and used by no
 * route): a customer is the holder of a cart cookie, bound to one store, and an order's page is reached
 * by its random uuid, the buyer's link from the confirmation e-mail, as on the provider's hosted page.
 */
describe('storefront pages: a customer (a cart cookie) against another customer and an anonymous visitor', () => {
  /** A customer of the table shop with one of its products in their cart: their cookie. */
  async function customerWithCart(): Promise<string> {
    const shop = await storefrontShop();
    const added = await inject({
      method: 'POST',
      url: '/cart/add',
      headers: { host: shop.host, origin: shop.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ variant: shop.variantUuid, quantity: '1' }).toString(),
    });
    expect(added.statusCode, added.body).toBe(303);
    return String(added.headers['set-cookie']).split(';')[0]!;
  }
  /** Another customer of the same shop, with a cart of their own that is still empty. */
  async function customerWithEmptyCart(): Promise<string> {
    const { newToken } = await ensureCart(t.runtime.ctx.db, (await storefrontShop()).store.id, null);
    return `cart=${newToken}`;
  }
  const page = async (url: string, cookie?: string, host?: string) =>
    inject({ url, headers: { host: host ?? (await storefrontShop()).host, ...(cookie ? { cookie } : {}) } });

  it("shows a customer's cart to that customer only, and only on its own store", async () => {
    const shop = await storefrontShop();
    const alice = await customerWithCart();
    const line = `href="/products/${shop.product.slug}"`;
    expect((await page('/cart', alice)).body).toContain(line);
    for (const other of [undefined, await customerWithEmptyCart()]) {
      const reply = await page('/cart', other);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('Your cart is empty.');
    }
    // The same cookie on another store's host is no cart there.
    const elsewhere = await page('/cart', alice, world.otherStore.host);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).not.toContain(line);
  });

  it('opens the checkout for a cart holder; anyone else goes back to an empty cart (303)', async () => {
    const alice = await customerWithCart();
    expect((await page('/checkout', alice)).statusCode).toBe(200);
    for (const other of [undefined, await customerWithEmptyCart()]) {
      const reply = await page('/checkout', other);
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe('/cart');
    }
    const elsewhere = await page('/checkout', alice, world.otherStore.host);
    expect(elsewhere.statusCode).toBe(303);
  });

  it("shows an order to whoever holds its link on its own store; another store's host and unknown uuids are 404", async () => {
    const order = await tableOrder();
    expect((await page(`/orders/${order.uuid}`)).statusCode).toBe(200);
    expect((await page(`/orders/${order.uuid}`, await customerWithCart())).statusCode).toBe(200);
    expect((await page(`/orders/${order.uuid}`, undefined, world.otherStore.host)).statusCode).toBe(404);
    expect((await page('/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
