import { SLUG_TAKEN, STORE_RULES } from '@aerie/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createProduct,
  insertOrder,
  productBody,
  sellerCall,
  signedInStore,
  variantRow,
} from './support/seller-fixtures.js';
import { dataUrl, png } from './support/website-fixtures.js';

/*
 * Races in the seller admin. PGlite runs one query at a time, so these interleavings cannot happen there:
 * the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 15;

describe.runIf(process.env.DATABASE_URL)('races in the seller admin (PostgreSQL)', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof signedInStore>>;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await signedInStore(t);
  });
  afterAll(() => t.close());

  const statuses = (replies: Array<{ statusCode: number }>) => replies.map((reply) => reply.statusCode).sort();
  const move = (uuid: string, status: string) =>
    sellerCall(t, shop, { method: 'POST', url: `/orders/${uuid}/status`, token: shop.token, body: { status } });

  it('lets exactly one of two status changes of one order through (shipped vs cancelled)', async () => {
    const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 100, stock: 1000 }] });
    const variant = product.variants[0]!.uuid;
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 2 }]);
      const before = (await variantRow(t, variant)).stock;
      const replies = await Promise.all([move(order.uuid, 'shipped'), move(order.uuid, 'cancelled')]);
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      const cancelled = replies[1]!.statusCode === 200;
      // Stock came back exactly when, and only when, the cancel won.
      expect((await variantRow(t, variant)).stock).toBe(before + (cancelled ? 2 : 0));
    }
  });

  it('returns stock once when two cancels race', async () => {
    const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 100, stock: 1000 }] });
    const variant = product.variants[0]!.uuid;
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant, quantity: 3 }]);
      const replies = await Promise.all([move(order.uuid, 'cancelled'), move(order.uuid, 'cancelled')]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect((await variantRow(t, variant)).held).toBe(0);
    }
  });

  it('never lets a stock change and a checkout hold together leave held above stock', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 100, stock: 5 }] });
      const variant = product.variants[0]!;
      // What checkout does: hold only what is free, in one conditional statement.
      const hold = t.runtime.ctx.db.execute(
        sql`update store_variants set held = held + 3 where uuid = ${variant.uuid} and stock - held >= 3 returning id`,
      );
      const update = sellerCall(t, shop, {
        method: 'PUT',
        url: `/products/${product.uuid}`,
        token: shop.token,
        body: { name: 'Blue Mug', variants: [{ uuid: variant.uuid, name: 'Default', price: 100, stock: 2 }] },
      });
      const [held, updated] = await Promise.all([hold, update]);
      const row = await variantRow(t, variant.uuid);
      const holdWon = ((held as unknown as { rows?: unknown[] }).rows ?? (held as unknown as unknown[])).length === 1;
      expect(row.held).toBeLessThanOrEqual(row.stock);
      if (holdWon) {
        expect(updated.statusCode, updated.body).toBe(409);
        expect(row).toMatchObject({ stock: 5, held: 3 });
      } else {
        expect(updated.statusCode, updated.body).toBe(200);
        expect(row).toMatchObject({ stock: 2, held: 0 });
      }
    }
  });
  it('gives a slug claimed by two new products at once to one of them; the other hears 409, never 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const body = productBody({ slug: `contested-${round}` });
      const replies = await Promise.all(
        [0, 1].map(() => sellerCall(t, shop, { method: 'POST', url: '/products', token: shop.token, body })),
      );
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)!.json().errors).toEqual({ slug: [SLUG_TAKEN] });
    }
  });

  it(`never lets racing uploads take a product past ${STORE_RULES.imagesPerProductMax} images`, async () => {
    const product = await createProduct(t, shop);
    const uploads = Array.from({ length: STORE_RULES.imagesPerProductMax + 4 }, () =>
      sellerCall(t, shop, {
        method: 'POST',
        url: `/products/${product.uuid}/images`,
        token: shop.token,
        body: { image: dataUrl(png(2, 2)) },
      }),
    );
    const replies = await Promise.all(uploads);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(STORE_RULES.imagesPerProductMax);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(4);
    const saved = await sellerCall(t, shop, { method: 'GET', url: `/products/${product.uuid}`, token: shop.token });
    const positions = saved.json().data.images.map((image: { position: number }) => image.position);
    expect(new Set(positions).size).toBe(STORE_RULES.imagesPerProductMax);
  });
});
