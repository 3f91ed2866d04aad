import { ENCODED_LABEL_MESSAGE, PAGE_SIZE, RESERVED_STORE_DOMAINS, STORE_MESSAGES, STORE_RULES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  storeProducts,
  storeRegistrationTokens,
  storeSellers,
  storeSellerSessions,
  storeVariants,
  stores,
} from '../src/db/schema/index.js';
import { hashToken, verifyPassword } from '../src/lib/secret-hashing.js';
import { accountWithWorkspace, createProject, expectRefused, projectTeam } from './support/project-fixtures.js';
import {
  createStore,
  registerStoreCall,
  registrationToken,
  SELLER_PASSWORD,
  storeRegistration,
  STORES_URL,
  uniqueStoreDomain,
} from './support/store-registration.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL } });
  team = await projectTeam(t);
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const list = (token: string, uid: string, page?: number) =>
  t.call({ method: 'GET', url: `/store-api/store/one?uuid=${uid}${page !== undefined ? `&page=${page}` : ''}`, token });
const deleteStore = (token: string, id: number | string) =>
  t.call({ method: 'GET', url: `/store-api/store/delete/${id}`, token });
const storeRow = async (id: number) => (await db().select().from(stores).where(eq(stores.id, id)))[0];
const freshProject = () => createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Shop project' });

describe('load/test/gettoken', () => {
  it('gives the caller a one-time token that expires in minutes, stored only as its hash', async () => {
    const before = Date.now();
    const reply = await t.call({ method: 'GET', url: '/store-api/load/test/gettoken', token: team.member.token });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      success: true,
      status: 200,
      message: STORE_MESSAGES.tokenIssued,
      data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) },
    });
    const lifetime = Date.parse(body.data.expires_at) - before;
    expect(lifetime).toBeGreaterThan(STORE_RULES.registrationTokenMinutes * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(STORE_RULES.registrationTokenMinutes * 60_000 + 1_000);
    const rows = await db()
      .select()
      .from(storeRegistrationTokens)
      .where(eq(storeRegistrationTokens.tokenHash, hashToken(body.data.token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(team.member.userId);
    expect(rows[0]!.usedAt).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const reply = await t.call({ method: 'GET', url: '/store-api/load/test/gettoken' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('store/register', () => {
  it('creates the store and its seller account in the project, with the reply the spec reads', async () => {
    const body = await storeRegistration(t, team.member.token, team.project.u_id, {
      name: '  Corner Shop  ',
      email: 'Seller.Mixed@Example.COM',
      domain: '  Corner-Shop-Mixed ',
      theme: 'corporate',
    });
    const reply = await registerStoreCall(t, team.member.token, body);
    expect(reply.statusCode, reply.body).toBe(200);
    const json = reply.json();
    expect(json).toEqual({
      success: true,
      status: 200,
      message: STORE_MESSAGES.created,
      data: {
        msg: STORE_MESSAGES.created,
        store: {
          id: expect.any(Number),
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Corner Shop',
          status: 1,
          badges: ['Corporate starter', 'USD'],
          theme: 'corporate',
          store: { domain: 'corner-shop-mixed', full_domain: 'corner-shop-mixed.stores.test' },
          url: 'http://corner-shop-mixed.stores.test/',
          project_uid: team.project.u_id,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      },
    });
    const row = (await storeRow(json.data.store.id))!;
    expect(row).toMatchObject({ theme: 'corporate', createdById: team.member.userId, domain: 'corner-shop-mixed' });
    const sellers = await db().select().from(storeSellers).where(eq(storeSellers.storeId, row.id));
    expect(sellers).toHaveLength(1);
    expect(sellers[0]!.email).toBe('seller.mixed@example.com');
    expect(sellers[0]!.name).toBe('Corner Shop');
    // argon2id through the platform's own password helper, never the password itself.
    expect(sellers[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(sellers[0]!.passwordHash, SELLER_PASSWORD)).toBe(true);
  });

  it('dresses a store in any starter design, the ones added in issue 29 included', async () => {
    for (const theme of ['restaurant', 'landing'] as const) {
      const body = await storeRegistration(t, team.member.token, team.project.u_id, { theme });
      const reply = await registerStoreCall(t, team.member.token, body);
      expect(reply.statusCode, reply.body).toBe(200);
      const store = reply.json().data.store;
      expect(store.theme).toBe(theme);
      expect(store.badges[0]).toBe(theme === 'restaurant' ? 'Restaurant starter' : 'Landing page starter');
      expect((await storeRow(store.id))!.theme).toBe(theme);
    }
  });

  it('refuses the url of another store on the platform with 409 on the field, and leaves nothing behind', async () => {
    const taken = await createStore(t, team.owner.token, team.project.u_id);
    const other = await freshProject();
    const body = await storeRegistration(t, team.owner.token, other.u_id, { domain: taken.store.domain.toUpperCase() });
    const reply = await registerStoreCall(t, team.owner.token, body);
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json()).toEqual({
      success: false,
      error: 'conflict',
      message: STORE_MESSAGES.domainTaken,
      errors: { domain: [STORE_MESSAGES.domainTaken] },
    });
    expect(await db().select().from(stores).where(eq(stores.projectId, other.id))).toHaveLength(0);
    // The refused registration gave its token back: the same token works with a free url.
    const retried = await registerStoreCall(t, team.owner.token, { ...body, domain: uniqueStoreDomain() });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it.each(
    ['www', 'store', 'admin', 'login'].filter((name) => (RESERVED_STORE_DOMAINS as readonly string[]).includes(name)),
  )('refuses the reserved url %s', async (domain) => {
    const body = await storeRegistration(t, team.owner.token, team.project.u_id, { domain });
    expectRefused(await registerStoreCall(t, team.owner.token, body), 'domain', STORE_MESSAGES.domainReserved);
  });

  it('refuses a url with spaces, too short or too long, or not a DNS label', async () => {
    const refuse = async (domain: string, message?: string) => {
      const body = await storeRegistration(t, team.owner.token, team.project.u_id, { domain });
      const reply = await registerStoreCall(t, team.owner.token, body);
      expect(reply.statusCode, `${domain}: ${reply.body}`).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual(['domain']);
      if (message) expect(reply.json().errors.domain).toContain(message);
    };
    await refuse('my shop', 'Domain may not contain spaces');
    await refuse('ab', 'Domain must be at least 3 characters');
    await refuse('a'.repeat(64), 'Domain must be at most 63 characters');
    await refuse('-shop');
    await refuse('shop-');
    await refuse('shop.example');
    await refuse('shöp');
    // An encoded international name (punycode) would show as look-alike letters: `xn--pypal-4ve` is "pаypal".
    await refuse('xn--pypal-4ve', ENCODED_LABEL_MESSAGE('Domain'));
    await refuse('   ', 'Domain is required');
  });

  it('applies the platform password policy and requires every field', async () => {
    for (const [password, message] of [
      ['only-letters', 'Password must contain a number'],
      ['1234567890', 'Password must contain a letter'],
      ['abc1234', 'Password must be at least 8 characters'],
    ]) {
      const body = await storeRegistration(t, team.owner.token, team.project.u_id, { password });
      expectRefused(await registerStoreCall(t, team.owner.token, body), 'password', message);
    }
    const blankName = await storeRegistration(t, team.owner.token, team.project.u_id, { name: '   ' });
    expectRefused(await registerStoreCall(t, team.owner.token, blankName), 'name', 'Name is required');
    const badTheme = await storeRegistration(t, team.owner.token, team.project.u_id, { theme: 'bakery' });
    expectRefused(await registerStoreCall(t, team.owner.token, badTheme), 'theme', 'Theme is invalid');
  });

  it('answers 404 for a project of another workspace and for an unknown project, spending nothing', async () => {
    const body = await storeRegistration(t, team.stranger.token, team.project.u_id);
    const foreign = await registerStoreCall(t, team.stranger.token, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
    const unknown = await registerStoreCall(t, team.stranger.token, { ...body, uuid: 'zzzzzz999999' });
    expect(unknown.statusCode).toBe(404);
    expect(await db().select().from(stores).where(eq(stores.domain, body.domain))).toHaveLength(0);
    // The stranger's token is still good for a project of their own.
    const own = await createProject(t, team.stranger.token, team.stranger.workspace.id, { name: 'Mine' });
    const reply = await registerStoreCall(t, team.stranger.token, { ...body, uuid: own.u_id });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  const expectTokenRefused = (reply: Awaited<ReturnType<typeof registerStoreCall>>) => {
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      error: 'invalid_token',
      message: STORE_MESSAGES.tokenInvalid,
      errors: { token: [STORE_MESSAGES.tokenInvalid] },
    });
  };

  it('spends a token once: a second registration with it is refused', async () => {
    const body = await storeRegistration(t, team.owner.token, team.project.u_id);
    expect((await registerStoreCall(t, team.owner.token, body)).statusCode).toBe(200);
    expectTokenRefused(await registerStoreCall(t, team.owner.token, { ...body, domain: uniqueStoreDomain() }));
  });

  it("refuses an expired token, an unknown one and another user's", async () => {
    const expired = await storeRegistration(t, team.owner.token, team.project.u_id);
    await db()
      .update(storeRegistrationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storeRegistrationTokens.tokenHash, hashToken(expired.token)));
    expectTokenRefused(await registerStoreCall(t, team.owner.token, expired));

    const unknown = await storeRegistration(t, team.owner.token, team.project.u_id, { token: 'b'.repeat(43) });
    expectTokenRefused(await registerStoreCall(t, team.owner.token, unknown));

    // The member sees the project, but the token was the owner's.
    const ownersToken = await registrationToken(t, team.owner.token);
    const borrowed = await storeRegistration(t, team.member.token, team.project.u_id, { token: ownersToken });
    expectTokenRefused(await registerStoreCall(t, team.member.token, borrowed));
    // …and it is still the owner's to use.
    const own = await registerStoreCall(t, team.owner.token, { ...borrowed, domain: uniqueStoreDomain() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps the password out of the URL: a GET with query parameters is not a registration', async () => {
    const body = await storeRegistration(t, team.owner.token, team.project.u_id);
    const query = new URLSearchParams(body as Record<string, string>).toString();
    const reply = await t.call({ method: 'GET', url: `/store-api/store/register?${query}`, token: team.owner.token });
    expect(reply.statusCode).toBe(404);
    expect(await db().select().from(stores).where(eq(stores.domain, body.domain))).toHaveLength(0);
  });
});

describe('store/one', () => {
  it("lists the project's stores newest first, 8 a page, with the page counts", async () => {
    const project = await freshProject();
    const empty = await list(team.owner.token, project.u_id);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      success: true,
      data: {
        data: [],
        current_page: 1,
        per_page: PAGE_SIZE.stores,
        total: 0,
        last_page: 1,
        stores_host: 'stores.test',
      },
    });
    const created = [];
    for (let index = 0; index < PAGE_SIZE.stores + 1; index += 1) {
      created.push(await createStore(t, team.owner.token, project.u_id, { name: `Shop ${index}` }));
    }
    const first = (await list(team.member.token, project.u_id)).json().data;
    expect(first.total).toBe(PAGE_SIZE.stores + 1);
    expect(first.last_page).toBe(2);
    expect(first.data).toHaveLength(PAGE_SIZE.stores);
    expect(first.data[0]).toEqual(created.at(-1));
    const second = (await list(team.member.token, project.u_id, 2)).json().data;
    expect(second.current_page).toBe(2);
    expect(second.data.map((store: { name: string }) => store.name)).toEqual(['Shop 0']);
    const past = (await list(team.member.token, project.u_id, 5)).json().data;
    expect(past).toMatchObject({ data: [], total: PAGE_SIZE.stores + 1, last_page: 2 });
  });

  it('answers 404 for a project of another workspace and refuses a malformed uid or page', async () => {
    const foreign = await list(team.stranger.token, team.project.u_id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
    expectRefused(await list(team.owner.token, 'NOT A UID'), 'uuid');
    expectRefused(await list(team.owner.token, team.project.u_id, 0), 'page');
    const missing = await t.call({ method: 'GET', url: '/store-api/store/one', token: team.owner.token });
    expectRefused(missing, 'uuid', 'Project is required');
  });
});

describe('store/delete/{id}', () => {
  it('lets the project owner delete a store; its seller, sessions and products go with it at once', async () => {
    const store = await createStore(t, team.owner.token, team.project.u_id);
    const [seller] = await db().select().from(storeSellers).where(eq(storeSellers.storeId, store.id));
    await db()
      .insert(storeSellerSessions)
      .values({
        sellerId: seller!.id,
        tokenHash: hashToken(`session-${store.id}`),
        expiresAt: new Date(Date.now() + 60_000),
      });
    const [product] = await db()
      .insert(storeProducts)
      .values({ storeId: store.id, slug: 'mug', name: 'Mug' })
      .returning();
    await db().insert(storeVariants).values({ productId: product!.id, name: 'Default', price: 1200, stock: 3 });

    const storefront = () =>
      t.app.inject({ method: 'GET', url: '/', headers: { host: `${store.store.domain}.stores.test` } });
    expect((await storefront()).statusCode).toBe(200);

    const reply = await deleteStore(team.owner.token, store.id);
    expect(reply.statusCode, reply.body).toBe(200);
    // The storefront is offline from the next request on.
    expect((await storefront()).statusCode).toBe(404);
    expect(reply.json()).toEqual({ success: true, message: STORE_MESSAGES.deleted });
    expect(await storeRow(store.id)).toBeUndefined();
    expect(await db().select().from(storeSellers).where(eq(storeSellers.storeId, store.id))).toHaveLength(0);
    expect(
      await db().select().from(storeSellerSessions).where(eq(storeSellerSessions.sellerId, seller!.id)),
    ).toHaveLength(0);
    expect(await db().select().from(storeProducts).where(eq(storeProducts.storeId, store.id))).toHaveLength(0);
    expect(await db().select().from(storeVariants).where(eq(storeVariants.productId, product!.id))).toHaveLength(0);
    // The url is free again.
    const again = await createStore(t, team.owner.token, team.project.u_id, { domain: store.store.domain });
    expect(again.store.domain).toBe(store.store.domain);
  });

  it('refuses a member who is not the project admin (403), a stranger and an unknown id (404)', async () => {
    const store = await createStore(t, team.member.token, team.project.u_id);
    const member = await deleteStore(team.member.token, store.id);
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe('forbidden');
    const stranger = await deleteStore(team.stranger.token, store.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('not_found');
    expect((await deleteStore(team.owner.token, 2_000_000_000)).statusCode).toBe(404);
    expectRefused(await deleteStore(team.owner.token, 'abc'), 'id');
    expect(await storeRow(store.id)).toBeDefined();
  });
});

describe('store counts', () => {
  it("shows the stores in the overview's and the project's counts, ACTIVE being status 1", async () => {
    const owner = await accountWithWorkspace(t);
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Counted' });
    const summary = async () =>
      (
        await t.call({ method: 'GET', url: `/api/dashboard/summary/${owner.workspace.slug}`, token: owner.token })
      ).json().data.stores;
    expect(await summary()).toEqual({ total: 0, active: 0 });
    const first = await createStore(t, owner.token, project.u_id);
    await createStore(t, owner.token, project.u_id);
    await db().update(stores).set({ status: 0 }).where(eq(stores.id, first.id));
    expect(await summary()).toEqual({ total: 2, active: 1 });
    const detail = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: owner.token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.counts.stores).toBe(2);
  });
});
