import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeDiscountRedemptions, storeDiscounts, storeOrders } from '../src/db/schema/index.js';
import { insertDiscount } from './support/discount-fixtures.js';
import { sellerCall, signedInStore } from './support/seller-fixtures.js';
import { BUYER, insertProduct, insertStore, Shopper, STORES_URL, storeProject } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races for a discount code's limits (issue 30: a usage limit is never exceeded under concurrent
 * checkouts). PGlite runs one query at a time, so the checkouts only really overlap on PostgreSQL: this file
 * runs in the PostgreSQL pass (DATABASE_URL set, as in CI).
 */
describe.runIf(process.env.DATABASE_URL)('races for discount codes (PostgreSQL)', () => {
  let t: TestApp;
  let projectId: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { STORES_URL } });
    ({ projectId } = await storeProject(t));
  });
  afterAll(() => t.close());

  const db = () => t.runtime.ctx.db;

  /**
   * `count` shoppers, each with their own cart holding a product of its own (so no stock row is shared and
   * only the code's limits serialise them), the code applied on the cart page.
   */
  async function shoppersWithCode(count: number, limits: { usageLimit?: number; perCustomerLimit?: number }) {
    const store = await insertStore(t, projectId);
    const discount = await insertDiscount(t, store.id, { code: 'TENOFF', percent: 10, ...limits });
    const shoppers = Array.from({ length: count }, () => new Shopper(t, store.domain));
    for (const [index, shopper] of shoppers.entries()) {
      const { variants } = await insertProduct(t, store.id, {
        name: `Print ${index + 1}`,
        variants: [{ price: 4000, stock: 100 }],
      });
      await shopper.add(variants[0]!.uuid);
      const applied = await shopper.post('/cart/discount', { code: 'tenoff' });
      expect(applied.statusCode, applied.body).toBe(303);
    }
    return { store, discount, shoppers };
  }

  const ordersOf = (storeId: number) => db().select().from(storeOrders).where(eq(storeOrders.storeId, storeId));
  const usesOf = (discountId: number) =>
    db().select().from(storeDiscountRedemptions).where(eq(storeDiscountRedemptions.discountId, discountId));

  it('a 10%-off code with a usage limit of 1, raced by two buyers, is used once; the loser is told, no order', async () => {
    const { store, discount, shoppers } = await shoppersWithCode(2, { usageLimit: 1 });
    const replies = await Promise.all(
      shoppers.map((shopper, index) => shopper.checkout({ email: `racer${index}@example.com` })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([303, 409]);
    const loser = replies.find((reply) => reply.statusCode === 409)!;
    expect(loser.body).toContain('The code TENOFF has been used as many times as it can be.');
    expect(loser.body).toContain('You were not charged');
    const orders = await ordersOf(store.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ discountCode: 'TENOFF', discount: 400, total: 4000 + 500 - 400 });
    expect(await usesOf(discount.id)).toEqual([expect.objectContaining({ orderId: orders[0]!.id })]);
  });

  it('a usage limit of 3 raced by 10 buyers is used exactly 3 times', async () => {
    const { store, discount, shoppers } = await shoppersWithCode(10, { usageLimit: 3 });
    const replies = await Promise.all(
      shoppers.map((shopper, index) => shopper.checkout({ email: `crowd${index}@example.com` })),
    );
    expect(replies.filter((reply) => reply.statusCode === 303)).toHaveLength(3);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(7);
    expect(await ordersOf(store.id)).toHaveLength(3);
    expect(await usesOf(discount.id)).toHaveLength(3);
  });

  it('a per-customer limit of 1, raced by one buyer from two carts, is used once', async () => {
    const { store, discount, shoppers } = await shoppersWithCode(2, { perCustomerLimit: 1 });
    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout({ email: BUYER.email })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([303, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.body).toContain('You have already used the code TENOFF.');
    expect(await ordersOf(store.id)).toHaveLength(1);
    expect(await usesOf(discount.id)).toHaveLength(1);
  });

  it('two sellers’ tabs creating one code at once: one is made, the other hears 409 on the field', async () => {
    const shop = await signedInStore(t);
    const body = { code: 'SAME', kind: 'percent', percent: 5 };
    const replies = await Promise.all(
      [0, 1].map(() => sellerCall(t, shop, { method: 'POST', url: '/discounts', token: shop.token, body })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().errors).toHaveProperty('code');
    const rows = await db().select().from(storeDiscounts).where(eq(storeDiscounts.storeId, shop.store.id));
    expect(rows).toHaveLength(1);
  });
});
