import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { stores } from '../src/db/schema/index.js';
import { purgeStaleCarts } from '../src/modules/stores/cart.js';
import {
  insertProduct,
  insertStore,
  insertStoreLogo,
  Shopper,
  STORES_URL,
  storeHost,
  storeProject,
} from './support/store-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const guarded = guardReplies();
let t: TestApp;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp(guarded({ env: { STORES_URL } }));
  ({ projectId } = await storeProject(t));
});
afterAll(() => t.close());

describe('storefront pages', () => {
  it('renders the home in the store colours with escaped values, a strict CSP and no script', async () => {
    const store = await insertStore(t, projectId, { name: 'Tom <b>&</b> "Jerry"' });
    await insertProduct(t, store.id, { name: '<script>alert(1)</script> Mug', images: 1 });
    const shopper = new Shopper(t, store.domain);
    const home = await shopper.get('/');
    expect(home.statusCode, home.body).toBe(200);
    expect(home.body).toContain('Tom &lt;b&gt;&amp;&lt;/b&gt; &quot;Jerry&quot;');
    expect(home.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Mug');
    expect(home.body).not.toContain('<script');
    expect(home.body).toContain(':root{--primary:#112233;--accent:#aa5500;');
    expect(home.body).toMatch(
      new RegExp(
        `<img src="/media/stores/${store.uuid}/products/[0-9a-f]{32}\\.png" alt="A mug" width="4" height="3" fetchpriority="high">`,
      ),
    );
    const csp = home.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("img-src 'self'");
    expect(csp).toContain("form-action 'self' http://aerie.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the stylesheet at a hashed path, precompressed and immutable', async () => {
    const store = await insertStore(t, projectId);
    const shopper = new Shopper(t, store.domain);
    const home = await shopper.get('/');
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(home.body)![1]!;
    expect(href).toMatch(/^\/_assets\/storefront\.[0-9a-f]{12}\.css$/);
    const css = await t.app.inject({
      method: 'GET',
      url: href,
      headers: { host: storeHost(store.domain), 'accept-encoding': 'br, gzip' },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toContain('immutable');
    expect((await shopper.get('/_assets/storefront.000000000000.css')).statusCode).toBe(404);
  });

  it("serves the product images and the logo its pages link to from /media, this store's only", async () => {
    const store = await insertStore(t, projectId);
    const logoKey = await insertStoreLogo(t, store);
    const { product, images } = await insertProduct(t, store.id, { images: 2 });
    const shopper = new Shopper(t, store.domain);
    const page = await shopper.get(`/products/${product.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    const sources = [...page.body.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual([`/media/${logoKey}`, ...images.map((image) => `/media/${image.fileKey}`)]);
    for (const source of sources) {
      const image = await shopper.get(source);
      expect(image.statusCode, source).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toContain('immutable');
      expect(image.headers['content-security-policy']).toContain('sandbox');
    }
    // The old addresses are gone: one way to reach an image.
    expect((await shopper.get(`/images/${images[0]!.uuid}`)).statusCode).toBe(404);
    expect((await shopper.get(`/logo/${logoKey.split('/').pop()}`)).statusCode).toBe(404);
    // Another store's origin does not serve this store's images, whatever the key.
    const other = new Shopper(t, (await insertStore(t, projectId)).domain);
    for (const source of sources) {
      const foreign = await other.get(source);
      expect(foreign.statusCode, source).toBe(404);
      expect(foreign.headers['content-type']).toContain('text/html');
    }
  });

  it('answers a missing image with the plain 404 page, not JSON', async () => {
    const store = await insertStore(t, projectId);
    const shopper = new Shopper(t, store.domain);
    for (const path of [
      `/media/stores/${store.uuid}/products/${'0'.repeat(32)}.png`,
      '/media/not-a-key',
      `/media/stores/${store.uuid}/../x.png`,
      '/media/',
    ]) {
      const missing = await shopper.get(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers['content-type'], path).toContain('text/html');
      expect(missing.headers['cache-control'], path).toBe('no-store');
      expect(missing.body, path).toContain('Image not found');
    }
    const unknownStore = await new Shopper(t, 'no-such-store').get(`/media/stores/${store.uuid}/x.png`);
    expect(unknownStore.statusCode).toBe(404);
    expect(unknownStore.headers['content-type']).toContain('text/html');
  });

  it('answers /favicon.ico with the logo when there is one and an empty 204 otherwise, never a 404', async () => {
    const plain = await insertStore(t, projectId);
    const empty = await new Shopper(t, plain.domain).get('/favicon.ico');
    expect(empty.statusCode).toBe(204);
    expect(empty.headers['cache-control']).toBe('public, max-age=86400');
    const branded = await insertStore(t, projectId);
    const logoKey = await insertStoreLogo(t, branded);
    const icon = await new Shopper(t, branded.domain).get('/favicon.ico');
    expect(icon.statusCode).toBe(303);
    expect(icon.headers.location).toBe(`/media/${logoKey}`);
  });

  it("dresses a store in its starter design's colours until the seller picks some; bad colours fall back", async () => {
    const agency = await insertStore(t, projectId, { theme: 'agency', colors: null });
    const home = await new Shopper(t, agency.domain).get('/');
    expect(home.body).toContain(':root{--primary:#111827;--accent:#1d4ed8;--heading:"Space Grotesk"');
    expect(home.body).toContain('<body class="theme-agency">');
    const broken = await insertStore(t, projectId, {
      theme: 'personal',
      colors: { primary: 'red}body{display:none', accent: '#123456' },
    });
    const page = await new Shopper(t, broken.domain).get('/');
    expect(page.body).toContain(':root{--primary:#4a3728;--accent:#123456;--heading:"Fraunces"');
  });

  it('answers an unknown store and an unknown path with a plain 404 page', async () => {
    const unknown = await new Shopper(t, 'no-such-store').get('/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('Store not found');
    const store = await insertStore(t, projectId);
    const missing = await new Shopper(t, store.domain).get('/nothing/here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('serves a robots.txt that lets crawlers read the catalogue but not carts, checkouts or orders', async () => {
    const store = await insertStore(t, projectId);
    const robots = await new Shopper(t, store.domain).get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /orders/\n');
    expect((await new Shopper(t, 'no-such-shop').get('/robots.txt')).statusCode).toBe(404);
  });

  it('takes a deleted store offline at once', async () => {
    const store = await insertStore(t, projectId);
    const shopper = new Shopper(t, store.domain);
    expect((await shopper.get('/')).statusCode).toBe(200);
    await t.runtime.ctx.db.delete(stores).where(eq(stores.id, store.id));
    expect((await shopper.get('/')).statusCode).toBe(404);
  });

  it('hides draft products everywhere', async () => {
    const store = await insertStore(t, projectId);
    const { product } = await insertProduct(t, store.id, { name: 'Secret Draft', status: 'draft' });
    const shopper = new Shopper(t, store.domain);
    expect((await shopper.get('/')).body).not.toContain('Secret Draft');
    expect((await shopper.get('/products?q=Secret')).body).not.toContain('Secret Draft');
    expect((await shopper.get(`/products/${product.slug}`)).statusCode).toBe(404);
  });

  it("serves a draft product's images by their random key, for the seller admin's preview", async () => {
    const store = await insertStore(t, projectId);
    const { images } = await insertProduct(t, store.id, { status: 'draft', images: 1 });
    expect((await new Shopper(t, store.domain).get(`/media/${images[0]!.fileKey}`)).statusCode).toBe(200);
  });

  it('searches by name with an escaped pattern and pages through the results', async () => {
    const store = await insertStore(t, projectId);
    for (let index = 0; index < 14; index += 1) {
      await insertProduct(t, store.id, { name: `Cup ${String(index).padStart(2, '0')}` });
    }
    await insertProduct(t, store.id, { name: '50% Off Bowl' });
    await insertProduct(t, store.id, { name: 'Plate_One' });
    const shopper = new Shopper(t, store.domain);
    const first = await shopper.get('/products?q=cup');
    expect(first.body).toContain('14 products');
    expect(first.body).toContain('Cup 00');
    expect(first.body).toContain('Cup 11');
    expect(first.body).not.toContain('Cup 12');
    expect(first.body).toContain('Page 1 of 2');
    const second = await shopper.get('/products?q=cup&page=2');
    expect(second.body).toContain('Cup 13');
    expect(second.body).not.toContain('Cup 00');
    // % and _ are literal characters in a search, not wildcards.
    const percent = await shopper.get(`/products?q=${encodeURIComponent('50%')}`);
    expect(percent.body).toContain('1 product<');
    expect((await shopper.get(`/products?q=${encodeURIComponent('p_ate')}`)).body).toContain('0 products');
    expect((await shopper.get(`/products?q=${encodeURIComponent('c%p')}`)).body).toContain('0 products');
    expect((await shopper.get(`/products?q=${encodeURIComponent('Plate_')}`)).body).toContain('Plate_One');
    expect((await shopper.get('/products?page=abc')).statusCode).toBe(200);
  });

  it('shows a product with its variants, prices and what is still available', async () => {
    const store = await insertStore(t, projectId);
    const { product, variants } = await insertProduct(t, store.id, {
      name: 'Shirt',
      variants: [
        { name: 'Small', price: 1500, stock: 3 },
        { name: 'Large', price: 1800, stock: 0 },
      ],
      images: 2,
    });
    const page = await new Shopper(t, store.domain).get(`/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<option value="${variants[0]!.uuid}">Small — $15.00 (3 in stock)</option>`);
    expect(page.body).toContain(`<option value="${variants[1]!.uuid}" disabled>Large — $18.00 (Sold out)</option>`);
    expect(page.body).toContain('action="/cart/add"');
    expect(page.body.match(/<img /g)).toHaveLength(2);
  });

  it('marks a product card sold out once no variant has stock left, and only then', async () => {
    const store = await insertStore(t, projectId);
    await insertProduct(t, store.id, { name: 'Last vase', variants: [{ name: 'One', price: 900, stock: 0 }] });
    await insertProduct(t, store.id, { name: 'Bowl', variants: [{ name: 'One', price: 700, stock: 2 }] });
    const list = (await new Shopper(t, store.domain).get('/products')).body;
    expect(list).toMatch(/Last vase<\/h2><p class="price">\$9\.00 <span class="tag">Sold out<\/span>/);
    expect(list).toMatch(/Bowl<\/h2><p class="price">\$7\.00<\/p>/);
  });
});

describe('cart', () => {
  it('keeps the cart in an HttpOnly SameSite cookie across reloads; updates and removes lines', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { name: 'Teapot', variants: [{ price: 2000, stock: 9 }] });
    const shopper = new Shopper(t, store.domain);
    const added = await shopper.post('/cart/add', { variant: variants[0]!.uuid, quantity: '2' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const cookie = added.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^cart=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    // A reload (a new request with the same cookie) finds the same cart.
    const cart = await shopper.get('/cart');
    expect(cart.body).toContain('Teapot');
    expect(cart.body).toContain('value="2"');
    expect(cart.body).toContain('$40.00');
    expect(cart.body).toContain('Cart (2)');
    await shopper.add(variants[0]!.uuid, 1);
    expect((await shopper.get('/cart')).body).toContain('value="3"');
    await shopper.post('/cart/update', { variant: variants[0]!.uuid, quantity: '5' });
    expect((await shopper.get('/cart')).body).toContain('value="5"');
    await shopper.post('/cart/update', { variant: variants[0]!.uuid, quantity: '0' });
    expect((await shopper.get('/cart')).body).toContain('Your cart is empty.');
    // Another browser has its own cart.
    expect((await new Shopper(t, store.domain).get('/cart')).body).toContain('Your cart is empty.');
  });

  it('refuses a form posted from another origin or with no origin at all (CSRF)', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id);
    const shopper = new Shopper(t, store.domain);
    const evil = await shopper.post('/cart/add', { variant: variants[0]!.uuid }, { origin: 'http://evil.test' });
    expect(evil.statusCode).toBe(403);
    const otherStore = await shopper.post(
      '/checkout',
      { variant: variants[0]!.uuid },
      { origin: 'http://other-shop.stores.test' },
    );
    expect(otherStore.statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { host: storeHost(store.domain), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `variant=${variants[0]!.uuid}`,
    });
    expect(none.statusCode).toBe(403);
    const byReferer = await shopper.post(
      '/cart/add',
      { variant: variants[0]!.uuid },
      { origin: '', referer: `http://${storeHost(store.domain)}/products` },
    );
    expect(byReferer.statusCode).toBe(303);
    expect((await shopper.get('/cart')).body).toContain('Blue Mug');
  });

  it('ignores variants of other stores and of drafts, and malformed input', async () => {
    const store = await insertStore(t, projectId);
    const other = await insertStore(t, projectId);
    const { variants: foreign } = await insertProduct(t, other.id, { name: 'Foreign Thing' });
    const { variants: draft } = await insertProduct(t, store.id, { name: 'Draft Thing', status: 'draft' });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(foreign[0]!.uuid);
    await shopper.add(draft[0]!.uuid);
    await shopper.add('not-a-uuid');
    await shopper.add(foreign[0]!.uuid, Number.NaN);
    const cart = await shopper.get('/cart');
    expect(cart.body).toContain('Your cart is empty.');
  });
});

describe('stale carts', () => {
  it('removes carts untouched for longer than their cookie lives, and only those', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id);
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variants[0]!.uuid);
    expect(await purgeStaleCarts(t.runtime.ctx.db)).toBe(0);
    expect((await shopper.get('/cart')).body).toContain('Blue Mug');
    expect(await purgeStaleCarts(t.runtime.ctx.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await shopper.get('/cart')).body).toContain('Your cart is empty.');
  });
});

describe('bad input', () => {
  it('answers malformed ids, pages, quantities and oversized forms without a server error', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 100, stock: 500 }] });
    const shopper = new Shopper(t, store.domain);
    expect((await shopper.get('/orders/not-a-uuid')).statusCode).toBe(404);
    expect((await shopper.get('/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await shopper.get(`/products/${'x'.repeat(150)}`)).statusCode).toBe(404);
    expect((await shopper.get('/products?page=-1&q=')).body).toContain('Page 1 of 1');
    expect((await shopper.get('/products?page=99999999999')).statusCode).toBe(200);
    expect((await shopper.get(`/products?q=${'%25'.repeat(500)}`)).statusCode).toBe(200);
    expect((await shopper.get('/checkout/return')).statusCode).toBe(404);
    expect((await shopper.get('/checkout/return?tx_ref=ord_unknown&transaction_id=1')).statusCode).toBe(404);
    // Quantities are whole numbers from 1 to 99; anything else counts as 1 (or is capped at 99).
    await shopper.add(variants[0]!.uuid, 1000);
    expect((await shopper.get('/cart')).body).toContain('value="1"');
    await shopper.post('/cart/update', { variant: variants[0]!.uuid, quantity: '150' });
    expect((await shopper.get('/cart')).body).toContain('value="99"');
    await shopper.post('/cart/update', { variant: variants[0]!.uuid, quantity: '-3' });
    expect((await shopper.get('/cart')).body).toContain('value="99"');
    const huge = await shopper.post('/cart/add', { variant: variants[0]!.uuid, padding: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(413);
  });
});
