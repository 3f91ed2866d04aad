import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeFees, storeOrders } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createProduct,
  insertOrder,
  lastMailTo,
  sellerCall,
  signedInStore,
  variantRow,
} from './support/seller-fixtures.js';
import { dataUrl, png } from './support/website-fixtures.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp({ env: { FILES_DIR: filesDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

type Shop = Awaited<ReturnType<typeof signedInStore>>;
const call = (shop: Shop, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  sellerCall(t, shop, { method, url, token: shop.token, body });
const move = (shop: Shop, uuid: string, status: string) => call(shop, 'POST', `/orders/${uuid}/status`, { status });

/** A store with one product (stock 10) and its variant's uuid. */
async function stocked() {
  const shop = await signedInStore(t);
  const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 10 }] });
  return { shop, variant: product.variants[0]!.uuid };
}

describe('orders', () => {
  it('lists orders newest first, filters by status, and shows one with its lines', async () => {
    const { shop, variant } = await stocked();
    const pending = await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant, quantity: 1 }]);
    const paid = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 2 }]);
    const all = (await call(shop, 'GET', '/orders')).json().data;
    expect(all.total).toBe(2);
    expect(all.data.map((order: { number: number }) => order.number)).toEqual([paid.number, pending.number]);
    expect(pending.number).toBe(1001);
    const onlyPaid = (await call(shop, 'GET', '/orders?status=paid')).json().data;
    expect(onlyPaid.data.map((order: { uuid: string }) => order.uuid)).toEqual([paid.uuid]);

    const detail = await call(shop, 'GET', `/orders/${paid.uuid}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      uuid: paid.uuid,
      status: 'paid',
      subtotal: 2000,
      total: 2000,
      lines: [{ product_name: 'Blue Mug', variant_name: 'Default', unit_price: 1000, quantity: 2 }],
      shipping_address: { city: 'Leeds' },
    });
  });

  it('moves paid → shipped (e-mailing the buyer) → delivered, and refuses every other step', async () => {
    const { shop, variant } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
    expect((await move(shop, order.uuid, 'delivered')).statusCode).toBe(409);
    const shipped = await move(shop, order.uuid, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.status).toBe('shipped');
    expect(shipped.json().data.shipped_at).not.toBeNull();
    const mail = await lastMailTo(t, order.email);
    expect(mail?.subject).toBe(`Test Shop: order #${order.number} has shipped`);
    expect((await move(shop, order.uuid, 'shipped')).statusCode).toBe(409);
    expect((await move(shop, order.uuid, 'cancelled')).statusCode).toBe(409);
    const delivered = await move(shop, order.uuid, 'delivered');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data.delivered_at).not.toBeNull();
    const refused = await move(shop, order.uuid, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An order that is delivered cannot be marked as cancelled.');
  });

  it('refuses shipping a pending order and any change to an expired one; refuses unknown statuses', async () => {
    const { shop, variant } = await stocked();
    const pending = await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant, quantity: 1 }]);
    expect((await move(shop, pending.uuid, 'shipped')).statusCode).toBe(409);
    const expired = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
    await t.runtime.ctx.db.update(storeOrders).set({ status: 'expired' }).where(eq(storeOrders.id, expired.id));
    expect((await move(shop, expired.uuid, 'cancelled')).statusCode).toBe(409);
    for (const status of ['paid', 'pending', 'expired', 'refunded', 5]) {
      expect((await move(shop, pending.uuid, status as string)).statusCode).toBe(400);
    }
  });

  it('cancelling a paid order puts its units back in stock; a pending one releases its hold', async () => {
    const { shop, variant } = await stocked();
    const paid = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 3 }]);
    expect((await variantRow(t, variant)).stock).toBe(7);
    const cancelled = await move(shop, paid.uuid, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.cancelled_at).not.toBeNull();
    expect(await variantRow(t, variant)).toMatchObject({ stock: 10, held: 0 });

    const pending = await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant, quantity: 4 }]);
    expect(await variantRow(t, variant)).toMatchObject({ stock: 10, held: 4 });
    expect((await move(shop, pending.uuid, 'cancelled')).statusCode).toBe(200);
    expect(await variantRow(t, variant)).toMatchObject({ stock: 10, held: 0 });
    // Only once.
    expect((await move(shop, pending.uuid, 'cancelled')).statusCode).toBe(409);
    expect(await variantRow(t, variant)).toMatchObject({ stock: 10, held: 0 });
  });

  it("answers 404 for another store's order", async () => {
    const { shop, variant } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
    const other = await signedInStore(t);
    expect((await call(other, 'GET', `/orders/${order.uuid}`)).statusCode).toBe(404);
    expect((await move(other, order.uuid, 'shipped')).statusCode).toBe(404);
    expect((await call(other, 'GET', '/orders')).json().data.total).toBe(0);
    expect((await call(shop, 'GET', `/orders/${order.uuid}`)).json().data.status).toBe('paid');
  });
});

describe('settings and summary', () => {
  it('updates name, currency, shipping rate and colours; refuses bad values', async () => {
    const shop = await signedInStore(t);
    const body = {
      name: 'Mugs & Co',
      currency: 'EUR',
      shipping_rate: 499,
      colors: { primary: '#112233', accent: '#AABBCC' },
    };
    const saved = await call(shop, 'PUT', '/settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'Mugs & Co',
      currency: 'EUR',
      shipping_rate: 499,
      colors: { primary: '#112233', accent: '#aabbcc' },
    });
    expect((await call(shop, 'GET', '/me')).json().data.store.currency).toBe('EUR');
    for (const [override, field] of [
      [{ currency: 'eur' }, 'currency'],
      [{ currency: 'EURO' }, 'currency'],
      [{ shipping_rate: -1 }, 'shipping_rate'],
      [{ shipping_rate: 1.5 }, 'shipping_rate'],
      [{ colors: { primary: 'red', accent: '#000000' } }, 'colors.primary'],
      [{ name: '' }, 'name'],
    ] as const) {
      const reply = await call(shop, 'PUT', '/settings', { ...body, ...override });
      expect(reply.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(reply.json().errors)).toContain(field);
    }
  });

  it('uploads a logo served from the store origin, replacing the old one', async () => {
    const shop = await signedInStore(t);
    const first = await call(shop, 'POST', '/settings/logo', { image: dataUrl(png(10, 10)) });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = new URL(first.json().data.logo_url);
    expect(firstUrl.host).toBe(shop.host);
    const second = await call(shop, 'POST', '/settings/logo', { image: dataUrl(png(12, 12)) });
    const secondUrl = new URL(second.json().data.logo_url);
    expect(secondUrl.pathname).not.toBe(firstUrl.pathname);
    const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: shop.host } });
    expect((await get(firstUrl.pathname)).statusCode).toBe(404);
    expect((await get(secondUrl.pathname)).statusCode).toBe(200);
    const bad = await call(shop, 'POST', '/settings/logo', { image: dataUrl(Buffer.from('<svg/>')) });
    expect(bad.statusCode).toBe(400);
  });

  it('sums paid orders, revenue and the platform fee lines of the store only', async () => {
    const { shop, variant } = await stocked();
    const paid = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 2 }]);
    const shipped = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
    await move(shop, shipped.uuid, 'shipped');
    await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant, quantity: 1 }]);
    const cancelled = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
    await move(shop, cancelled.uuid, 'cancelled');
    const { db } = t.runtime.ctx;
    await db.insert(storeFees).values([
      { orderId: paid.id, storeId: shop.store.id, amount: 30, currency: 'USD' },
      { orderId: shipped.id, storeId: shop.store.id, amount: 15, currency: 'USD' },
    ]);
    const other = await stocked();
    await insertOrder(t, other.shop.store, 'paid', [{ variantUuid: other.variant, quantity: 5 }]);

    const summary = await call(shop, 'GET', '/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toEqual({
      currency: 'USD',
      paid_orders: 2,
      revenue: 3000,
      platform_fees: 45,
      pending_orders: 1,
    });
  });
});
