import { PRODUCT_IMAGE_TOO_LARGE, PRODUCT_IMAGE_TYPE, SLUG_TAKEN, STORE_RULES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { storeOrders, storeVariants } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createProduct,
  insertOrder,
  productBody,
  sellerCall,
  signedInStore,
  variantRow,
} from './support/seller-fixtures.js';
import { dataUrl, jpeg, png } from './support/website-fixtures.js';

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

/** A lossless WebP header of width×height (VP8L), enough for the sniffer. */
function webp(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8L', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes[20] = 0x2f;
  bytes.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  return bytes;
}

describe('products', () => {
  it('creates a product with its variants, lists, searches, gets, updates and deletes it', async () => {
    const shop = await signedInStore(t);
    const created = await call(shop, 'POST', '/products', productBody({ name: 'Blue Mug (large)' }));
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().data;
    expect(product).toMatchObject({
      name: 'Blue Mug (large)',
      slug: 'blue-mug-large',
      status: 'active',
      currency: 'USD',
      images: [],
      variants: [{ name: 'Default', sku: 'MUG-1', price: 1250, stock: 5, held: 0 }],
    });
    await call(shop, 'POST', '/products', productBody({ name: 'Red Teapot', status: 'draft' }));

    const all = (await call(shop, 'GET', '/products')).json().data;
    expect(all.total).toBe(2);
    expect(all.data.map((item: { name: string }) => item.name)).toEqual(['Red Teapot', 'Blue Mug (large)']);
    const found = (await call(shop, 'GET', '/products?q=teap')).json().data;
    expect(found.data.map((item: { name: string }) => item.name)).toEqual(['Red Teapot']);
    expect((await call(shop, 'GET', '/products?q=%25')).json().data.total).toBe(0);

    const got = await call(shop, 'GET', `/products/${product.uuid}`);
    expect(got.json().data).toEqual(product);

    const variant = product.variants[0];
    const updated = await call(shop, 'PUT', `/products/${product.uuid}`, {
      name: 'Blue Mug',
      description: 'Now in two sizes.',
      slug: 'blue-mug',
      status: 'draft',
      variants: [
        { uuid: variant.uuid, name: 'Large', price: 1500, stock: 3 },
        { name: 'Small', sku: 'MUG-S', price: 900, stock: 10 },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Blue Mug',
      slug: 'blue-mug',
      status: 'draft',
      variants: [
        { uuid: variant.uuid, name: 'Large', sku: null, price: 1500, stock: 3 },
        { name: 'Small', sku: 'MUG-S', price: 900, stock: 10 },
      ],
    });
    // A variant left out is removed.
    const small = updated.json().data.variants[1];
    const trimmed = await call(shop, 'PUT', `/products/${product.uuid}`, {
      name: 'Blue Mug',
      variants: [{ uuid: small.uuid, name: 'Small', price: 900, stock: 10 }],
    });
    expect(trimmed.json().data.variants.map((item: { uuid: string }) => item.uuid)).toEqual([small.uuid]);
    // Slug kept when the update leaves it out.
    expect(trimmed.json().data.slug).toBe('blue-mug');

    const deleted = await call(shop, 'DELETE', `/products/${product.uuid}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(shop, 'GET', `/products/${product.uuid}`)).statusCode).toBe(404);
  });

  it('pages the list 20 at a time', async () => {
    const shop = await signedInStore(t);
    for (let index = 0; index < 21; index += 1) await createProduct(t, shop, { name: `Item ${index}` });
    const second = (await call(shop, 'GET', '/products?page=2')).json().data;
    expect(second).toMatchObject({ total: 21, per_page: 20, current_page: 2, last_page: 2 });
    expect(second.data).toHaveLength(1);
  });

  it('keeps slugs unique per store: a typed duplicate is 409, a made-up one gets a tail, other stores may reuse it', async () => {
    const shop = await signedInStore(t);
    await createProduct(t, shop, { name: 'Mug' });
    const auto = await createProduct(t, shop, { name: 'Mug' });
    expect((auto as unknown as { slug: string }).slug).toMatch(/^mug-[0-9a-f]{6}$/);
    const typed = await call(shop, 'POST', '/products', productBody({ name: 'Other', slug: 'mug' }));
    expect(typed.statusCode).toBe(409);
    expect(typed.json().errors).toEqual({ slug: [SLUG_TAKEN] });
    const elsewhere = await signedInStore(t);
    expect((await call(elsewhere, 'POST', '/products', productBody({ slug: 'mug' }))).statusCode).toBe(200);
  });

  it('refuses bad variants: none, too many, negative price or stock, an unknown uuid', async () => {
    const shop = await signedInStore(t);
    const cases: Array<[unknown, string]> = [
      [[], 'variants'],
      [
        Array.from({ length: STORE_RULES.variantsPerProductMax + 1 }, () => ({ name: 'V', price: 1, stock: 1 })),
        'variants',
      ],
      [[{ name: 'V', price: -1, stock: 1 }], 'variants.0.price'],
      [[{ name: 'V', price: 1.5, stock: 1 }], 'variants.0.price'],
      [[{ name: 'V', price: 1, stock: -1 }], 'variants.0.stock'],
      [[{ name: '', price: 1, stock: 1 }], 'variants.0.name'],
    ];
    for (const [variants, field] of cases) {
      const reply = await call(shop, 'POST', '/products', productBody({ variants }));
      expect(reply.statusCode, JSON.stringify(variants).slice(0, 80)).toBe(400);
      expect(Object.keys(reply.json().errors)).toContain(field);
    }
    const product = await createProduct(t, shop);
    const unknown = await call(shop, 'PUT', `/products/${product.uuid}`, {
      name: 'Mug',
      variants: [{ uuid: '00000000-0000-4000-8000-000000000000', name: 'V', price: 1, stock: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['variants.0.uuid']);
  });

  it('lowers stock below what checkouts hold by releasing them, and keeps held variants and products', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 5 }] });
    const variant = product.variants[0]!;
    const held = await insertOrder(t, shop.store, 'pending', [{ variantUuid: variant.uuid, quantity: 3 }]);
    const atHeld = await call(shop, 'PUT', `/products/${product.uuid}`, {
      name: 'Blue Mug',
      variants: [{ uuid: variant.uuid, name: 'Default', price: 1000, stock: 3 }],
    });
    expect(atHeld.statusCode, atHeld.body).toBe(200);
    expect(await variantRow(t, variant.uuid)).toMatchObject({ stock: 3, held: 3 });

    const dropHeld = await call(shop, 'PUT', `/products/${product.uuid}`, {
      name: 'Blue Mug',
      variants: [{ name: 'Other', price: 1000, stock: 3 }],
    });
    expect(dropHeld.statusCode).toBe(409);
    expect((await call(shop, 'DELETE', `/products/${product.uuid}`)).statusCode).toBe(409);
    // Nothing of the refused update was kept.
    expect((await call(shop, 'GET', `/products/${product.uuid}`)).json().data.variants).toHaveLength(1);

    // Below what is held (issue 24): the holding checkout is released, not the seller refused.
    const below = await call(shop, 'PUT', `/products/${product.uuid}`, {
      name: 'Blue Mug',
      variants: [{ uuid: variant.uuid, name: 'Default', price: 1000, stock: 2 }],
    });
    expect(below.statusCode, below.body).toBe(200);
    expect(await variantRow(t, variant.uuid)).toMatchObject({ stock: 2, held: 0 });
    const [order] = await t.runtime.ctx.db.select().from(storeOrders).where(eq(storeOrders.id, held.id));
    expect(order).toMatchObject({ status: 'expired', releaseReason: 'stock-lowered' });
  });

  it("answers 404 for another store's product on every call", async () => {
    const [mine, theirs] = [await signedInStore(t), await signedInStore(t)];
    const product = await createProduct(t, theirs);
    const uuid = product.uuid;
    const body = productBody();
    for (const [method, url, payload] of [
      ['GET', `/products/${uuid}`],
      ['PUT', `/products/${uuid}`, body],
      ['DELETE', `/products/${uuid}`],
      ['POST', `/products/${uuid}/images`, { image: dataUrl(png(2, 2)) }],
      ['PUT', `/products/${uuid}/images`, { order: [] }],
      ['DELETE', `/products/${uuid}/images/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const reply = await call(mine, method, url, payload);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(theirs, 'GET', `/products/${uuid}`)).statusCode).toBe(200);
    expect((await call(mine, 'GET', '/products')).json().data.total).toBe(0);
  });
});

describe('product images', () => {
  it('uploads PNG, JPEG and WebP (sniffed), serves them from the store origin, reorders and deletes them', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    const uploads = [];
    for (const [bytes, type] of [
      [png(4, 3), 'image/png'],
      [jpeg(8, 6), 'image/jpeg'],
      [webp(5, 7), 'image/webp'],
    ] as const) {
      // The declared type is ignored: the bytes decide.
      const reply = await call(shop, 'POST', `/products/${product.uuid}/images`, {
        image: dataUrl(bytes, 'text/plain'),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data.content_type).toBe(type);
      uploads.push(reply.json().data);
    }
    expect(uploads.map((image) => [image.width, image.height])).toEqual([
      [4, 3],
      [8, 6],
      [5, 7],
    ]);
    const url = new URL(uploads[0].url);
    expect(url.host).toBe(shop.host);
    expect(url.pathname).toMatch(new RegExp(`^/media/stores/${shop.store.uuid}/products/[0-9a-f]{32}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: url.pathname, headers: { host: shop.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Another store's origin does not serve it.
    const other = await signedInStore(t);
    expect((await t.app.inject({ method: 'GET', url: url.pathname, headers: { host: other.host } })).statusCode).toBe(
      404,
    );

    const order = [uploads[2].uuid, uploads[0].uuid, uploads[1].uuid];
    const reordered = await call(shop, 'PUT', `/products/${product.uuid}/images`, { order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((image: { uuid: string }) => image.uuid)).toEqual(order);
    const partial = await call(shop, 'PUT', `/products/${product.uuid}/images`, { order: order.slice(1) });
    expect(partial.statusCode).toBe(400);

    const removed = await call(shop, 'DELETE', `/products/${product.uuid}/images/${uploads[0].uuid}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((image: { uuid: string }) => image.uuid)).toEqual([order[0], order[2]]);
    expect((await t.app.inject({ method: 'GET', url: url.pathname, headers: { host: shop.host } })).statusCode).toBe(
      404,
    );
    expect((await call(shop, 'DELETE', `/products/${product.uuid}/images/${uploads[0].uuid}`)).statusCode).toBe(404);
    expect((await call(shop, 'GET', `/products/${product.uuid}`)).json().data.images).toHaveLength(2);
  });

  it('refuses what is not a PNG, JPEG or WebP, and SVG, GIF and an unreadable PNG', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      gif,
      png(2, 2).subarray(0, 10),
    ]) {
      const reply = await call(shop, 'POST', `/products/${product.uuid}/images`, { image: dataUrl(bytes) });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual({ image: [PRODUCT_IMAGE_TYPE] });
    }
  });

  it(`refuses an image over ${STORE_RULES.productImageMaxBytes} bytes, at the byte`, async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    const atLimit = await call(shop, 'POST', `/products/${product.uuid}/images`, {
      image: dataUrl(png(2, 2, STORE_RULES.productImageMaxBytes)),
    });
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(200);
    const over = await call(shop, 'POST', `/products/${product.uuid}/images`, {
      image: dataUrl(png(2, 2, STORE_RULES.productImageMaxBytes + 1)),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(PRODUCT_IMAGE_TOO_LARGE);
  });

  it(`keeps at most ${STORE_RULES.imagesPerProductMax} images on a product`, async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    for (let index = 0; index < STORE_RULES.imagesPerProductMax; index += 1) {
      expect(
        (await call(shop, 'POST', `/products/${product.uuid}/images`, { image: dataUrl(png(1, 1)) })).statusCode,
      ).toBe(200);
    }
    expect(
      (await call(shop, 'POST', `/products/${product.uuid}/images`, { image: dataUrl(png(1, 1)) })).statusCode,
    ).toBe(409);
  });
});

describe('variants in the database', () => {
  it('rejects held above stock even from a buggy writer (the check constraint)', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    await expect(
      t.runtime.ctx.db.update(storeVariants).set({ held: 99 }).where(eq(storeVariants.uuid, product.variants[0]!.uuid)),
    ).rejects.toThrow();
  });
});
