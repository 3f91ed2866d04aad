import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { fullPath, ROUTES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeCheckoutReminders, storeProducts, storeVariants } from '../src/db/schema/index.js';
import { hashLinkToken, newLinkToken } from '../src/modules/stores/recovery/recovery-tokens.js';
import { storefrontStylesheet } from '../src/modules/stores/storefront-css.js';
import { RAW_ROUTES, type RawRouteName } from '../src/routes/raw-routes.js';
import { uniqueAddress } from './support/accounts.js';
import { hostileFormRequests, hostileRequests, type HostileRequest } from './support/hostile-requests.js';
import { toJsonText } from './support/hostile-values.js';
import { insertOrder } from './support/seller-fixtures.js';
import { startSshd } from './support/sshd.js';
import { BUYER, insertProduct, insertStore } from './support/store-fixtures.js';
import { changedTables, tableChecksums, type TableChecksums } from './support/table-checksum.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { buildWorld, type World } from './support/world.js';
import { validBodies, validQueries } from './support/world-bodies.js';
import { realFields, realParams } from './support/world-requests.js';

/**
 * Issue 14: every JSON route of the contract, called by its signed-in principal with hostile input (long
 * strings, unicode and NUL, wrong types, SQL and shell metacharacters, path traversal, huge numbers),
 * answers below 500, and when it refuses (4xx) the database is exactly as it was. `FUZZ_RUNS` calls per
 * route (15 by default) from the fixed `FUZZ_SEED` (14), so a failure replays.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 14);

/**
 * What a refusal may write, by design: counting a refused attempt is the point of a rate limit (its
 * buckets change on 4xx, and 429 comes from them), and a failed connect, SSH-user or provisioning attempt
 * is a line of the server's log that the user reads in the Server Logs tab. Nothing else may change.
 */
const MAY_CHANGE_ON_REFUSAL = {
  skip: ['rate_limit_buckets'],
  ignoreRows: { server_logs: "outcome = 'failure'" },
};

/**
 * Routes whose handler asks a system outside the app (the user's server over SSH, the cloud, the payment
 * or card provider, a git platform): when that system says no, or cannot be reached, the designed answer
 * is 502 with a message for the user (e.g. "127.0.0.1 on port 22 refused the connection"), never 500.
 * Such a 502 is a refusal like a 4xx: it must leave the data as it was.
 */
const CALLS_OUTSIDE = new Set([
  'connect-server',
  'add-ssh-access',
  'delete-ssh-access',
  'delete-server',
  'provision-pilot',
  'reboot-pilot',
  'power-on-pilot',
  'power-off-pilot',
  'initialize-transaction',
  'start-card-setup',
  'hire-expert',
  'integrate-platform',
  'list-importable-repositories',
  'import-repository',
]);

/**
 * Routes whose success takes away what later routes call with (the world's objects, the caller's session
 * and role) run last, in this order, so every other route meets the world whole.
 */
const LAST = [
  'cancel-run',
  'delete-ssh-access',
  'delete-deployment',
  'delete-server',
  'delete-repository',
  'revoke-access-token',
  'delete-product-image',
  'delete-seller-product',
  'delete-seller-discount',
  'remove-custom-domain',
  'clear-domain-host',
  'remove-domain',
  'delete-website-files',
  'delete-website',
  'delete-store',
  'delete-task-comment',
  'remove-task-member',
  'delete-task',
  'delete-invitation',
  'remove-project-member',
  'remove-team-member',
  'transfer-ownership',
  'delete-project',
];
const ORDERED = [...ROUTES]
  .map((route) => ({ ...route, url: fullPath(route) }))
  .sort((a, b) => LAST.indexOf(a.name) - LAST.indexOf(b.name));

const sshd = await startSshd();
afterAll(() => sshd.stop());

let t: TestApp;
let world: World;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-hostile-'));
  // Local pilots are provisioned under it by an unprivileged account that must pass through.
  chmodSync(filesDir, 0o711);
  t = await startTestApp({
    // No job workers: only the request under test writes, so the checksums compare that request alone.
    role: 'web',
    env: { FILES_DIR: filesDir, GIT_DIR: join(filesDir, 'git'), PILOTS_DIR: join(filesDir, 'pilots') },
  });
  world = await buildWorld(t, sshd);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

it('covers every JSON route the server registers, each path parameter with a real value', () => {
  const params = realParams(world);
  for (const route of ORDERED) {
    expect(t.app.hasRoute({ method: route.method, url: route.url }), route.name).toBe(true);
    if (route.url.includes(':')) expect(params[route.name], route.name).toBeDefined();
  }
});

/** The failures fuzzing found, each kept as a plain example (the fixes are in the commits that add these). */
describe('found by fuzzing', () => {
  it('reports a field named like an Object.prototype member under its own name, not a 500', async () => {
    const body = { email: 'someone@example.com', password: 'anything-1', constructor: 'x', hasOwnProperty: 'y' };
    const reply = await t.call({ method: 'POST', url: '/api/api/login', body, remoteAddress: uniqueAddress() });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().errors).toEqual({
      constructor: ['Unknown field constructor'],
      hasOwnProperty: ['Unknown field hasOwnProperty'],
    });
  });

  it('reports a `__proto__` query key as a plain field', async () => {
    const reply = await t.call({
      method: 'GET',
      url: `/api/projects/all/${world.workspace.slug}?__proto__=1`,
      token: world.owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual(['__proto__']);
  });

  it('refuses a draft nested thousands deep with a 400 (saving it overflowed the stack: 500)', async () => {
    const deep = `${'['.repeat(5000)}0${']'.repeat(5000)}`;
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/builder-api/site/${world.website.uuid}/content`,
      headers: {
        host: new URL(t.runtime.ctx.config.appUrl).host,
        authorization: `Bearer ${world.owner.token}`,
        'content-type': 'application/json',
      },
      payload: `{"revision":1,"project_data":{"pages":[{"name":"Home","extra":${deep}}]}}`,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().errors.project_data).toEqual(['The site is nested too deeply (at most 200 levels)']);
  });
});

/**
 * Issue 24: the routes of the storefronts' host are pages, not JSON calls, so they are not in ROUTES: each
 * is listed here with the query keys and form fields it reads (a new one fails the test below until it is
 * listed, and is then fuzzed like the others).
 */
const STOREFRONT_INPUT: Partial<Record<RawRouteName, { query?: string[]; form?: string[] }>> = {
  'storefront-home': {},
  'storefront-products': { query: ['q', 'page'] },
  'storefront-product': {},
  'storefront-cart': {},
  'storefront-cart-add': { form: ['variant', 'quantity'] },
  'storefront-cart-update': { form: ['variant', 'quantity'] },
  'storefront-cart-discount': { form: ['code'] },
  'storefront-cart-discount-remove': {},
  'storefront-checkout-page': {},
  'storefront-checkout': { form: Object.keys(BUYER) },
  'storefront-checkout-return': { query: ['status', 'tx_ref', 'transaction_id'] },
  // issue 30: the checkout reminder's links (the token is the path; the one-click POST's body is ignored).
  'storefront-cart-recover': {},
  'storefront-reminder-unsubscribe-page': {},
  'storefront-reminder-unsubscribe': { form: ['List-Unsubscribe'] },
  'storefront-order': {},
  'storefront-favicon': {},
  'storefront-robots': {},
  'storefront-stylesheet': {},
  'storefront-font': {},
  'seller-admin-page': {},
  'seller-admin-reset-page': {},
  'seller-admin-pages': {},
  'seller-admin-assets': {},
  'store-media': {},
};
const STOREFRONT_ROUTES = RAW_ROUTES.filter((route) => route.host === 'storefronts');

describe("the storefronts' pages, forms and query strings", () => {
  // A store of its own (the JSON routes delete the world's), with a product, a paid order and a cart.
  let shop: { host: string; origin: string; cookie: string };
  let real: { params: Record<string, string>; fields: Record<string, unknown[]> };
  beforeAll(async () => {
    const store = await insertStore(t, world.project.id);
    const { product, variants } = await insertProduct(t, store.id, { name: 'Mug', images: 1 });
    const variant = variants[0]!.uuid;
    const order = await insertOrder(t, store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
    const host = `${store.domain}.${t.runtime.ctx.config.stores.host}`;
    const origin = `${t.runtime.ctx.config.stores.scheme}//${host}`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `variant=${variant}&quantity=1`,
    });
    expect(added.statusCode, added.body).toBe(303);
    shop = { host, origin, cookie: String(added.headers['set-cookie']).split(';')[0]! };
    // A checkout reminder of the order, so the reminder links' real token reaches past the lookup.
    const reminderToken = newLinkToken();
    await t.runtime.ctx.db.insert(storeCheckoutReminders).values({
      storeId: store.id,
      orderId: order.id,
      email: 'buyer@example.com',
      recoveryTokenHash: hashLinkToken(reminderToken),
      unsubscribeTokenHash: hashLinkToken(reminderToken),
      sentAt: new Date(),
      linkExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const [row] = await t.runtime.ctx.db
      .select({ product: storeProducts.slug, variant: storeVariants.uuid })
      .from(storeVariants)
      .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
      .where(eq(storeVariants.uuid, variant));
    real = {
      params: {
        slug: row!.product,
        uuid: order.uuid,
        file: (await storefrontStylesheet()).path.slice('/_assets/'.length),
        '*': '',
        token: reminderToken,
      },
      fields: {
        variant: [variant],
        quantity: ['1', '0', '3'],
        q: [product.name, 'mu'],
        page: ['1', '2'],
        tx_ref: [order.paymentReference],
        status: ['successful', 'cancelled'],
        ...Object.fromEntries(Object.entries(BUYER).map(([name, value]) => [name, [value]])),
      },
    };
  });

  it('lists every route of the storefronts host with the input it reads', () => {
    expect(STOREFRONT_ROUTES.map((route) => route.name).sort()).toEqual(Object.keys(STOREFRONT_INPUT).sort());
  });

  describe.each(STOREFRONT_ROUTES)('$name ($method $path)', (route) => {
    it('answers hostile input below 500 and changes nothing when it refuses', { timeout: 120_000 }, async () => {
      const { db } = t.runtime.ctx;
      let unchanged: TableChecksums | null = null;
      const requests = hostileFormRequests(
        { method: route.method, url: route.path },
        STOREFRONT_INPUT[route.name] ?? {},
        real,
      );
      const property = fc.asyncProperty(requests, async (request) => {
        const before = unchanged ?? (await tableChecksums(db, MAY_CHANGE_ON_REFUSAL));
        unchanged = null;
        const reply = await t.app.inject({
          method: route.method,
          url: request.url,
          headers: {
            host: shop.host,
            origin: shop.origin,
            cookie: shop.cookie,
            ...(request.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          },
          ...(request.form === undefined ? {} : { payload: request.form }),
        });
        const what = `${route.method} ${request.url.slice(0, 300)} ${request.form?.slice(0, 300) ?? ''} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
        expect(reply.statusCode, what).toBeLessThan(500);
        if (reply.statusCode < 400) return;
        const after = await tableChecksums(db, MAY_CHANGE_ON_REFUSAL);
        expect(changedTables(before, after), `refused, yet wrote: ${what}`).toEqual([]);
        unchanged = after;
      });
      await fc.assert(property, { numRuns: RUNS, seed: SEED });
    });
  });
});

describe.each(ORDERED)('$name ($method $url)', (route) => {
  it('answers hostile input below 500 and changes nothing when it refuses', { timeout: 300_000 }, async () => {
    const { db } = t.runtime.ctx;
    const asSeller = route.access === 'seller' || route.name.startsWith('seller-');
    const token = asSeller ? await world.sellerSession() : await world.ownerSession();
    const host = asSeller ? world.shop.host : new URL(t.runtime.ctx.config.appUrl).host;
    const remoteAddress = uniqueAddress();
    // After a refusal the data is as before: that snapshot is the next call's "before".
    let unchanged: TableChecksums | null = null;

    const send = (request: HostileRequest) =>
      t.app.inject({
        method: route.method,
        url: request.url,
        remoteAddress,
        headers: {
          host,
          authorization: `Bearer ${token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { payload: toJsonText(request.body) }),
      });

    const real = {
      params: realParams(world)[route.name],
      fields: realFields(world),
      body: validBodies(world, sshd)[route.name],
      query: validQueries(world)[route.name],
    };
    const property = fc.asyncProperty(hostileRequests(route, real), async (request) => {
      const before = unchanged ?? (await tableChecksums(db, MAY_CHANGE_ON_REFUSAL));
      unchanged = null;
      const reply = await send(request);
      const what = `${route.method} ${request.url.slice(0, 300)} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
      const isGatewayAnswer = reply.statusCode === 502 && CALLS_OUTSIDE.has(route.name);
      if (!isGatewayAnswer) expect(reply.statusCode, what).toBeLessThan(500);
      if (reply.statusCode < 400) return;
      expect(reply.json(), what).toMatchObject({ success: false, error: expect.not.stringMatching(/^internal$/) });
      const after = await tableChecksums(db, MAY_CHANGE_ON_REFUSAL);
      expect(changedTables(before, after), `refused, yet wrote: ${what}`).toEqual([]);
      unchanged = after;
    });
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
  });
});
