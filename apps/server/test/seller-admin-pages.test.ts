import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertSellerStore, sellerCall, signedInStore, type TestStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { fakeWebBuild } from './support/web-build.js';

const web = fakeWebBuild();
const SHELL =
  '<!doctype html><title>Seller admin</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>';
writeFileSync(join(web.dir, 'seller.html'), SHELL);

let t: TestApp;
let shop: TestStore;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: web.dir } });
  shop = await insertSellerStore(t);
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const visit = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('the seller admin on the store origin', () => {
  it.each(['/login', '/reset-password/abc', '/admin', '/admin/products/new', '/admin/orders'])(
    'serves its shell at %s with a CSP that runs only this origin’s scripts',
    async (path) => {
      const reply = await visit(shop.host, path);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(SHELL);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
    },
  );

  it('serves the built assets immutable and precompressed', async () => {
    const reply = await visit(shop.host, '/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('br');
    const missing = await visit(shop.host, '/assets/missing.js');
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('answers 404 on a host that names no store, and never serves the admin on the app origin', async () => {
    const unknown = `no-such-store.${t.runtime.ctx.config.stores.host}`;
    expect((await visit(unknown, '/login')).statusCode).toBe(404);
    expect((await visit(unknown, '/admin')).statusCode).toBe(404);
    const onApp = await visit('aerie.test', '/admin');
    expect(onApp.body).not.toBe(SHELL);
  });
});

describe('with the store host on its own name (STORE_API_HOST)', () => {
  it("still answers the admin's calls on the store's own origin, and nothing on other hosts", async () => {
    const own = await startTestApp({ env: { STORE_API_HOST: 'store.aerie.test' } });
    try {
      const store = await signedInStore(own);
      const me = await sellerCall(own, store, { method: 'GET', url: '/me', token: store.token });
      expect(me.statusCode, me.body).toBe(200);
      const onApp = await own.call({ method: 'GET', url: '/store-api/seller/me', token: store.token });
      expect(onApp.statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});
