import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BUYER,
  insertProduct,
  insertStore,
  referenceOf,
  Shopper,
  STORES_URL,
  storeProject,
} from './support/store-fixtures.js';
import { changedTables, tableChecksums } from './support/table-checksum.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24: PostgreSQL text cannot hold a NUL character, and a storefront form field, product slug,
 * search or checkout-return reference carrying one reached the database and answered 500. Each is now
 * refused with a 4xx page before any handler runs, and nothing is written.
 */
const NUL = '\u0000';

let t: TestApp;
let shopper: Shopper;
let variant: string;
let slug: string;
let reference: string;
beforeAll(async () => {
  // No job workers: only the request under test writes, so the checksums compare that request alone.
  t = await startTestApp({ env: { STORES_URL }, role: 'web' });
  const { projectId } = await storeProject(t);
  const store = await insertStore(t, projectId);
  const { product, variants } = await insertProduct(t, store.id, { variants: [{ price: 1000, stock: 50 }] });
  variant = variants[0]!.uuid;
  slug = product.slug;
  // A shopper with a cart and a pending order, so every form meets real state behind the hostile field.
  shopper = new Shopper(t, store.domain);
  await shopper.add(variant, 1);
  const checkout = await shopper.checkout();
  expect(checkout.statusCode, checkout.body).toBe(303);
  reference = referenceOf(checkout.headers.location as string);
  await shopper.add(variant, 1);
});
afterAll(() => t?.close());

/** Sends the request and expects a 4xx page and not one changed row. */
async function expectRefusedWithoutWrites(send: () => ReturnType<Shopper['get']>, status?: number) {
  const before = await tableChecksums(t.runtime.ctx.db);
  const reply = await send();
  expect(reply.statusCode, reply.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(reply.statusCode, reply.body.slice(0, 300)).toBeLessThan(500);
  if (status) expect(reply.statusCode).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^text\/html/);
  expect(changedTables(before, await tableChecksums(t.runtime.ctx.db))).toEqual([]);
  return reply;
}

const withNul = (value: string) => `${value}${NUL}`;

describe('form fields with a NUL byte are refused with a 400 page', () => {
  const cartForms = [
    ['/cart/add', 'variant'],
    ['/cart/add', 'quantity'],
    ['/cart/update', 'variant'],
    ['/cart/update', 'quantity'],
  ] as const;
  it.each(cartForms)('%s %s', async (url, name) => {
    const form = { variant, quantity: '2' };
    await expectRefusedWithoutWrites(() => shopper.post(url, { ...form, [name]: withNul(form[name]) }), 400);
  });

  it.each(Object.keys(BUYER))('/checkout %s', async (name) => {
    const form: Record<string, string> = { ...BUYER };
    await expectRefusedWithoutWrites(() => shopper.post('/checkout', { ...form, [name]: withNul(form[name]!) }), 400);
  });

  it('a NUL in a field name', async () => {
    await expectRefusedWithoutWrites(() => shopper.post('/checkout', { ...BUYER, [withNul('name')]: 'x' }), 400);
  });
});

describe('addresses with a NUL byte', () => {
  it('a product slug that cannot exist is 404', async () => {
    await expectRefusedWithoutWrites(() => shopper.get(`/products/${slug}%00`), 404);
    await expectRefusedWithoutWrites(() => shopper.get('/products/%00'), 404);
  });

  it.each([
    ['the search', () => '/products?q=mug%00'],
    ['the search page', () => '/products?page=1%00'],
    ['the search, given twice', () => '/products?q=mug&q=%00'],
    ['the checkout return tx_ref', () => `/checkout/return?tx_ref=${encodeURIComponent(reference)}%00`],
    ['a lone tx_ref', () => '/checkout/return?tx_ref=%00'],
    [
      'the checkout return transaction_id',
      () => `/checkout/return?tx_ref=${encodeURIComponent(reference)}&transaction_id=1%00`,
    ],
  ])('%s is 400', async (_what, url) => {
    await expectRefusedWithoutWrites(() => shopper.get(url()), 400);
  });

  it('the same pages still answer without the NUL', async () => {
    expect((await shopper.get(`/products/${slug}`)).statusCode).toBe(200);
    expect((await shopper.get('/products?q=mug&page=1')).statusCode).toBe(200);
  });
});
