import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeFees, storeOrders, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createProduct, insertOrder, sellerCall, signedInStore } from './support/seller-fixtures.js';

/** Issue 30 § 6: per month, what the store sold, the platform's 1.5% fee, and what is the seller's. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof signedInStore>>;
const db = () => t.runtime.ctx.db;
/** The store's payouts, called with its own seller's token unless another (or none: null) is given. */
const payouts = (shop: Shop, token: string | null = shop.token) =>
  sellerCall(t, shop, { method: 'GET', url: '/payouts', token: token ?? undefined });

/** A paid order of `quantity` × 1000 minor units, paid at `paidAt`, with its fee line as checkout records it. */
async function paidOn(shop: Shop, variant: string, quantity: number, paidAt: string, status = 'paid') {
  const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity }]);
  await db()
    .update(storeOrders)
    .set({ paidAt: new Date(paidAt), status: status as 'paid' })
    .where(eq(storeOrders.id, order.id));
  await db()
    .insert(storeFees)
    .values({ orderId: order.id, storeId: shop.store.id, amount: Math.round(quantity * 15), currency: order.currency });
  return order;
}

async function stocked() {
  const shop = await signedInStore(t);
  const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 100 }] });
  return { shop, variant: product.variants[0]!.uuid };
}

describe('payouts', () => {
  it('sums sold, fees and owed per month of payment, newest first, of standing orders only', async () => {
    const { shop, variant } = await stocked();
    await paidOn(shop, variant, 2, '2026-10-31T23:59:59Z');
    await paidOn(shop, variant, 1, '2026-11-01T00:00:00Z', 'shipped');
    await paidOn(shop, variant, 3, '2026-11-15T12:00:00Z', 'delivered');
    // Cancelled after payment: neither its sale nor its fee counts.
    await paidOn(shop, variant, 5, '2026-11-16T12:00:00Z', 'cancelled');
    await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant, quantity: 4 }]);
    const other = await stocked();
    await paidOn(other.shop, other.variant, 7, '2026-11-02T00:00:00Z');

    const reply = await payouts(shop);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toEqual({
      currency: 'USD',
      periods: [
        { period: '2026-11', currency: 'USD', orders: 2, sold: 4000, fees: 60, owed: 3940 },
        { period: '2026-10', currency: 'USD', orders: 1, sold: 2000, fees: 30, owed: 1970 },
      ],
    });
    expect((await payouts(other.shop)).json().data.periods).toEqual([
      { period: '2026-11', currency: 'USD', orders: 1, sold: 7000, fees: 105, owed: 6895 },
    ]);
  });

  it('keeps each currency apart after the store changes currency', async () => {
    const { shop, variant } = await stocked();
    await paidOn(shop, variant, 1, '2026-11-03T00:00:00Z');
    await db().update(stores).set({ currency: 'JPY' }).where(eq(stores.id, shop.store.id));
    await paidOn({ ...shop, store: { ...shop.store, currency: 'JPY' } }, variant, 2, '2026-11-04T00:00:00Z');
    const data = (await payouts(shop)).json().data;
    expect(data.currency).toBe('JPY');
    expect(data.periods).toEqual([
      { period: '2026-11', currency: 'JPY', orders: 1, sold: 2000, fees: 30, owed: 1970 },
      { period: '2026-11', currency: 'USD', orders: 1, sold: 1000, fees: 15, owed: 985 },
    ]);
  });

  it('is empty for a new store, and only for its seller', async () => {
    const { shop } = await stocked();
    expect((await payouts(shop)).json().data).toEqual({ currency: 'USD', periods: [] });
    expect((await payouts(shop, null)).statusCode).toBe(401);
    const other = await signedInStore(t);
    // Another store's session does not open this store's admin: to it, this store's API is not there.
    expect((await payouts(shop, other.token)).statusCode).toBe(404);
  });
});
