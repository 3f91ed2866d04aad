import { DISCOUNT_CODE_TAKEN, DISCOUNT_DELETED, DISCOUNT_PRODUCT_UNKNOWN } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeDiscountProducts, storeDiscountRedemptions, storeDiscounts } from '../src/db/schema/index.js';
import { createProduct, insertOrder, sellerCall, signedInStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof signedInStore>>;
let other: Awaited<ReturnType<typeof signedInStore>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await signedInStore(t);
  other = await signedInStore(t);
});
afterAll(() => t.close());

type Shop = typeof shop;
const call = (on: Shop, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  sellerCall(t, on, { method, url, token: on.token, body });

let serial = 0;
const codeBody = (overrides: Record<string, unknown> = {}) => ({
  code: `code-${++serial}`,
  kind: 'percent',
  percent: 10,
  ...overrides,
});

async function created(on: Shop, overrides: Record<string, unknown> = {}) {
  const reply = await call(on, 'POST', '/discounts', codeBody(overrides));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { uuid: string; code: string; status: string; uses: number };
}

/** 400 with a message on exactly `field`, and nothing written. */
async function expectRefused(body: Record<string, unknown>, field: string, message?: string) {
  const before = await t.runtime.ctx.db.select().from(storeDiscounts).where(eq(storeDiscounts.storeId, shop.store.id));
  const reply = await call(shop, 'POST', '/discounts', body);
  expect(reply.statusCode, reply.body).toBe(400);
  expect(Object.keys(reply.json().errors)).toEqual([field]);
  if (message) expect(reply.json().errors[field]).toContain(message);
  const after = await t.runtime.ctx.db.select().from(storeDiscounts).where(eq(storeDiscounts.storeId, shop.store.id));
  expect(after).toHaveLength(before.length);
}

describe('discount codes in the seller API', () => {
  it('creates a code upper-cased, lists it with its uses and status, reads, edits, deactivates and deletes it', async () => {
    const product = await createProduct(t, shop);
    const reply = await call(shop, 'POST', '/discounts', {
      code: ' summer-10 ',
      kind: 'fixed',
      amount: 500,
      minimum_subtotal: 2000,
      starts_at: '2020-01-01T00:00:00Z',
      ends_at: '2099-01-01T00:00:00Z',
      usage_limit: 100,
      per_customer_limit: 1,
      product_uuids: [product.uuid],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const discount = reply.json().data;
    expect(discount).toMatchObject({
      code: 'SUMMER-10',
      kind: 'fixed',
      amount: 500,
      percent: null,
      minimum_subtotal: 2000,
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2099-01-01T00:00:00.000Z',
      usage_limit: 100,
      per_customer_limit: 1,
      products: [{ uuid: product.uuid, name: 'Blue Mug' }],
      active: true,
      uses: 0,
      status: 'active',
      currency: 'USD',
    });

    const listed = await call(shop, 'GET', '/discounts');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((row: { code: string }) => row.code)).toContain('SUMMER-10');

    const edited = await call(shop, 'PUT', `/discounts/${discount.uuid}`, {
      code: 'SUMMER-10',
      kind: 'percent',
      percent: 15,
      amount: 500,
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The other kind's value is not kept; the products and limits left out are cleared.
    expect(edited.json().data).toMatchObject({
      kind: 'percent',
      percent: 15,
      amount: null,
      minimum_subtotal: null,
      products: [],
      status: 'inactive',
    });
    expect((await call(shop, 'GET', `/discounts/${discount.uuid}`)).json().data.percent).toBe(15);

    const deleted = await call(shop, 'DELETE', `/discounts/${discount.uuid}`);
    expect(deleted.json()).toEqual({ success: true, message: DISCOUNT_DELETED });
    expect((await call(shop, 'GET', `/discounts/${discount.uuid}`)).statusCode).toBe(404);
  });

  it('says scheduled, expired and used up', async () => {
    expect((await created(shop, { starts_at: '2099-01-01T00:00:00Z' })).status).toBe('scheduled');
    expect((await created(shop, { ends_at: '2000-01-01T00:00:00Z' })).status).toBe('expired');
    const once = await created(shop, { usage_limit: 1 });
    expect(once.status).toBe('active');
    const product = await createProduct(t, shop);
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }]);
    const [row] = await t.runtime.ctx.db.select().from(storeDiscounts).where(eq(storeDiscounts.uuid, once.uuid));
    await t.runtime.ctx.db
      .insert(storeDiscountRedemptions)
      .values({ discountId: row!.id, orderId: order.id, email: 'someone@example.com' });
    expect((await call(shop, 'GET', `/discounts/${once.uuid}`)).json().data).toMatchObject({
      uses: 1,
      status: 'used-up',
    });
  });

  it('refuses bad input on the field: percent over 100, zero or negative amounts, ends before starts', async () => {
    await expectRefused(codeBody({ percent: 101 }), 'percent', 'Percent must be at most 100');
    await expectRefused(codeBody({ percent: 0 }), 'percent', 'Percent must be at least 1');
    await expectRefused(codeBody({ percent: null }), 'percent', 'Percent is required for a percent code');
    await expectRefused(codeBody({ kind: 'fixed', amount: 0 }), 'amount', 'Amount must be more than 0');
    await expectRefused(codeBody({ kind: 'fixed', amount: -5 }), 'amount');
    await expectRefused(codeBody({ kind: 'fixed', amount: 2.5 }), 'amount');
    await expectRefused(codeBody({ kind: 'fixed' }), 'amount', 'Amount is required for a fixed-amount code');
    await expectRefused(
      codeBody({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
      'ends_at',
      'Ends at must be after starts at',
    );
    await expectRefused(codeBody({ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }), 'ends_at');
    await expectRefused(codeBody({ ends_at: 'next tuesday' }), 'ends_at');
    await expectRefused(codeBody({ code: 'AB' }), 'code', 'Code must be at least 3 characters');
    await expectRefused(codeBody({ code: 'TEN OFF' }), 'code');
    await expectRefused(codeBody({ code: 'DIX€' }), 'code');
    await expectRefused(codeBody({ usage_limit: 0 }), 'usage_limit');
    await expectRefused(codeBody({ per_customer_limit: -1 }), 'per_customer_limit');
    await expectRefused(codeBody({ minimum_subtotal: -1 }), 'minimum_subtotal');
  });

  it('refuses a product that is not of this store (another store’s, or none) and limits nothing', async () => {
    const theirs = await createProduct(t, other);
    await expectRefused(codeBody({ product_uuids: [theirs.uuid] }), 'product_uuids', DISCOUNT_PRODUCT_UNKNOWN);
    await expectRefused(
      codeBody({ product_uuids: ['00000000-0000-4000-8000-000000000000'] }),
      'product_uuids',
      DISCOUNT_PRODUCT_UNKNOWN,
    );
    // An edit naming another store's product changes nothing either.
    const mine = await createProduct(t, shop);
    const discount = await created(shop, { product_uuids: [mine.uuid] });
    const reply = await call(shop, 'PUT', `/discounts/${discount.uuid}`, codeBody({ product_uuids: [theirs.uuid] }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({ product_uuids: [DISCOUNT_PRODUCT_UNKNOWN] });
    const [row] = await t.runtime.ctx.db.select().from(storeDiscounts).where(eq(storeDiscounts.uuid, discount.uuid));
    expect(row!.code).toBe(discount.code);
    const limited = await t.runtime.ctx.db
      .select()
      .from(storeDiscountProducts)
      .where(eq(storeDiscountProducts.discountId, row!.id));
    expect(limited).toHaveLength(1);
  });

  it('refuses a code the store already has, whatever its case (409 on the field); another store may have it', async () => {
    await created(shop, { code: 'WELCOME' });
    const again = await call(shop, 'POST', '/discounts', codeBody({ code: 'welcome' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', errors: { code: [DISCOUNT_CODE_TAKEN] } });
    const renamed = await created(shop, { code: 'WELCOME-2' });
    const clash = await call(shop, 'PUT', `/discounts/${renamed.uuid}`, codeBody({ code: 'Welcome' }));
    expect(clash.statusCode).toBe(409);
    expect((await created(other, { code: 'WELCOME' })).code).toBe('WELCOME');
  });

  it('answers 404 for another store’s code, on every call, and changes nothing', async () => {
    const theirs = await created(other, { code: 'THEIRS' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await call(shop, method, `/discounts/${theirs.uuid}`, method === 'PUT' ? codeBody() : undefined);
      expect(reply.statusCode, `${method}: ${reply.body}`).toBe(404);
    }
    expect((await call(other, 'GET', `/discounts/${theirs.uuid}`)).json().data.code).toBe('THEIRS');
    const mine = (await call(shop, 'GET', '/discounts')).json().data as Array<{ uuid: string }>;
    expect(mine.map((row) => row.uuid)).not.toContain(theirs.uuid);
  });

  it('is the seller’s alone: no session is 401, another store’s session on this store is 404', async () => {
    expect((await sellerCall(t, shop, { method: 'GET', url: '/discounts' })).statusCode).toBe(401);
    const wrongStore = await sellerCall(t, shop, {
      method: 'POST',
      url: '/discounts',
      token: other.token,
      body: codeBody(),
    });
    expect(wrongStore.statusCode).toBe(404);
  });
});
