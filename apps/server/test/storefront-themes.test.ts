import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertProduct, Shopper, STORES_URL, storeHost } from './support/store-fixtures.js';
import { insertSellerStore, sellerCall, sellerToken, signedInStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL } });
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof signedInStore>>;

/** The storefront as the signed-in seller's browser sees it: the admin's `GET /seller/me` left its cookie. */
async function sellerBrowser(shop: Shop): Promise<Shopper> {
  const me = await sellerCall(t, shop, { method: 'GET', url: '/me', token: shop.token });
  expect(me.statusCode, me.body).toBe(200);
  const cookie = String(me.headers['set-cookie']);
  expect(cookie).toMatch(/^seller_view=[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  const browser = new Shopper(t, shop.store.domain);
  browser.cookie = cookie.split(';')[0]!;
  return browser;
}

describe('storefront themes', () => {
  it('dresses each starter theme in its own colours, fonts and classes; no font is preloaded', async () => {
    const expected = {
      blank: { primary: '#1e3a5f', heading: 'system-ui' },
      agency: { primary: '#111827', heading: '"Space Grotesk"' },
      restaurant: { primary: '#3f4a1f', heading: '"Playfair Display"' },
      event: { primary: '#4c1d95', heading: '"Poppins"' },
    };
    for (const [theme, look] of Object.entries(expected)) {
      const { store } = await insertSellerStore(t, { theme });
      const home = await new Shopper(t, store.domain).get('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain(`<body class="theme-${theme}">`);
      expect(home.body).toContain(`:root{--primary:${look.primary};`);
      expect(home.body).toContain(`--heading:${look.heading}`);
      // Measured: a preloaded font competed with the first product image (docs/performance.md).
      expect(home.body).not.toContain('rel="preload"');
      expect(home.headers['content-security-policy']).toContain("font-src 'self'");
    }
  });

  it('serves the library font files on the store origin, immutable, and nothing else under /_assets/fonts', async () => {
    const { store } = await insertSellerStore(t, { theme: 'agency' });
    const shopper = new Shopper(t, store.domain);
    const font = await shopper.get('/_assets/fonts/space-grotesk/space-grotesk-latin-wght-normal.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    for (const path of ['/_assets/fonts/space-grotesk/LICENSE', '/_assets/fonts/..%2F..%2Fpackage.json/x']) {
      expect((await shopper.get(path)).statusCode, path).toBe(404);
    }
    // The stylesheet names every library family on this origin; the theme's inline rule picks one.
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec((await shopper.get('/')).body)![1]!;
    const css = await t.app.inject({ method: 'GET', url: href, headers: { host: storeHost(store.domain) } });
    expect(css.body).toContain(
      '@font-face{font-family:"Space Grotesk";font-weight:300 700;font-display:optional;src:url(/_assets/fonts/space-grotesk/space-grotesk-latin-wght-normal.woff2)',
    );
    expect(css.body).toContain('.theme-agency');
  });

  it("lets the seller pick fonts from the builder's list; the storefront uses them; an unknown font is a field error", async () => {
    const shop = await signedInStore(t);
    const me = (await sellerCall(t, shop, { method: 'GET', url: '/me', token: shop.token })).json().data.store;
    // Until the seller chooses, the admin shows the theme's own look (blank: the website starters' theme).
    expect(me).toMatchObject({
      theme: 'blank',
      colors: { primary: '#1e3a5f', accent: '#0f766e' },
      fonts: { heading: 'system-sans', body: 'system-sans' },
    });
    expect(me.font_choices).toContainEqual({ id: 'lora', label: 'Lora' });
    const body = {
      name: 'Test Shop',
      currency: 'USD',
      shipping_rate: 0,
      colors: { primary: '#112233', accent: '#aa5500' },
      fonts: { heading: 'lora', body: 'humanist' },
    };
    const saved = await sellerCall(t, shop, { method: 'PUT', url: '/settings', token: shop.token, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.fonts).toEqual({ heading: 'lora', body: 'humanist' });
    const home = await new Shopper(t, shop.store.domain).get('/');
    expect(home.body).toContain(':root{--primary:#112233;--accent:#aa5500;--heading:"Lora", Georgia');
    expect(home.body).toContain('--body:Seravek');
    for (const [fonts, field] of [
      [{ heading: 'comic-sans', body: 'inter' }, 'fonts.heading'],
      [{ heading: 'inter', body: 'Arial; }' }, 'fonts.body'],
      [{ heading: 'inter' }, 'fonts.body'],
    ] as const) {
      const reply = await sellerCall(t, shop, {
        method: 'PUT',
        url: '/settings',
        token: shop.token,
        body: { ...body, fonts },
      });
      expect(reply.statusCode, JSON.stringify(fonts)).toBe(400);
      expect(Object.keys(reply.json().errors)).toContain(field);
    }
    // A refused save changed nothing.
    expect(
      (await sellerCall(t, shop, { method: 'GET', url: '/me', token: shop.token })).json().data.store.fonts,
    ).toEqual({ heading: 'lora', body: 'humanist' });
  });
});

describe('prices and placeholders', () => {
  it('shows a range when variants differ, one price when they agree, on cards and the product page', async () => {
    // USD: the money module's digits per currency are another part of issue 30 (and its own tests).
    const { store } = await insertSellerStore(t, { currency: 'USD' });
    const ranged = await insertProduct(t, store.id, {
      name: 'Teapot',
      variants: [
        { name: 'Small', price: 2500, stock: 3 },
        { name: 'Large', price: 1000, stock: 3 },
      ],
    });
    await insertProduct(t, store.id, { name: 'Cup', variants: [{ price: 800, stock: 3 }] });
    const shopper = new Shopper(t, store.domain);
    const list = await shopper.get('/products');
    expect(list.body).toContain('<h2>Teapot</h2><p class="price">$10.00 – $25.00</p>');
    expect(list.body).toContain('<h2>Cup</h2><p class="price">$8.00</p>');
    const page = await shopper.get(`/products/${ranged.product.slug}`);
    expect(page.body).toContain('<h1>Teapot</h1><p class="price">$10.00 – $25.00</p>');
    // Each option still says its own price.
    expect(page.body).toContain('Small — $25.00 (3 in stock)');
  });

  it('draws a placeholder for a product without an image, on its card and its page, with no request', async () => {
    const { store } = await insertSellerStore(t);
    const { product } = await insertProduct(t, store.id, { name: 'Bare', images: 0 });
    const shopper = new Shopper(t, store.domain);
    const card = (await shopper.get('/products')).body;
    expect(card).toMatch(/<a href="\/products\/[^"]+"><div class="ph" role="img" aria-label="No image yet"><svg /);
    const page = (await shopper.get(`/products/${product.slug}`)).body;
    expect(page).toContain('<div class="product"><div><div class="ph" role="img" aria-label="No image yet">');
    expect(page).not.toMatch(/<img (?!class="logo")/);
  });
});

describe('the empty catalogue', () => {
  it("tells the store's own seller why nothing shows, and nobody else", async () => {
    const shop = await signedInStore(t);
    const other = await signedInStore(t);
    for (const name of ['Draft A', 'Draft B']) await insertProduct(t, shop.store.id, { name, status: 'draft' });
    const hint =
      'Your 2 draft products are not on sale yet — set them Active in the <a href="/admin/products">admin</a>.';

    const seller = await sellerBrowser(shop);
    for (const path of ['/', '/products']) {
      const page = await seller.get(path);
      expect(page.body, path).toContain('No products found.');
      expect(page.body, path).toContain(hint);
    }
    // A search that finds nothing is not an empty catalogue.
    expect((await seller.get('/products?q=zzz')).body).not.toContain('class="hint"');

    const buyer = await new Shopper(t, shop.store.domain).get('/');
    expect(buyer.body).toContain('No products found.');
    expect(buyer.body).not.toContain('class="hint"');

    // Another store's seller, their cookie carried to this store's origin by hand, sees the buyers' page.
    const stranger = await sellerBrowser(other);
    const visiting = new Shopper(t, shop.store.domain);
    visiting.cookie = stranger.cookie;
    const page = await visiting.get('/');
    expect(page.body).toContain('No products found.');
    expect(page.body).not.toContain('class="hint"');
    // Their own empty store (no drafts) tells them to add a product.
    expect((await stranger.get('/')).body).toContain('Your store has no products yet');

    // Logging out clears the cookie, and the ended session would find nothing anyway.
    const out = await sellerCall(t, shop, { method: 'POST', url: '/logout', token: shop.token });
    expect(String(out.headers['set-cookie'])).toContain('seller_view=; Path=/; Max-Age=0');
    expect((await seller.get('/')).body).not.toContain('class="hint"');

    // Once a product is active the catalogue is not empty: no hint, even for the seller.
    const again = await sellerBrowser({ ...shop, token: await sellerToken(t, shop) });
    await insertProduct(t, shop.store.id, { name: 'Live' });
    expect((await again.get('/')).body).not.toContain('class="hint"');
  });
});
