import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInUser } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { fakeWebBuild } from './support/web-build.js';

const APP_HOST = 'aerie.test';
const web = fakeWebBuild();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: web.dir } });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, headers: { host: APP_HOST, ...headers } });

/** The body as sent, decoded once by its own content-encoding: what a browser ends up with. */
function decoded(reply: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString('utf8');
  return reply.rawPayload.toString('utf8');
}

describe('the app scope', () => {
  it('serves index.html for client routes with the app CSP, revalidated', async () => {
    for (const url of ['/', '/dashboard/billing', '/verify/abc']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends no HSTS on an http APP_URL', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends index.html compressed (brotli preferred, gzip otherwise), not small replies', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(brotli)).toBe(web.indexHtml);

    const gzip = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(web.indexHtml);

    const small = await get('/healthz', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a static asset twice: one decoding gives the file', async () => {
    const reply = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.statusCode).toBe(200);
    expect(decoded(reply)).toBe(web.script);
  });

  it('answers unknown non-page paths of the app host with the JSON envelope', async () => {
    const reply = await t.call({ method: 'POST', url: '/dashboard', headers: { host: APP_HOST } });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'No route for POST /dashboard.' });
  });
});

// Finding 13: opened at another address, the payment return lost the session.
describe('a page asked for on a host other than APP_URL', () => {
  it("redirects to APP_URL's origin with the same path and query", async () => {
    for (const host of ['127.0.0.1:8080', 'localhost:8080', 'AERIE.test:8080']) {
      const reply = await get('/payment/return?status=successful&tx_ref=ref_1', { host });
      expect(reply.statusCode, host).toBe(308);
      expect(reply.headers.location).toBe('http://aerie.test/payment/return?status=successful&tx_ref=ref_1');
    }
    const root = await get('/', { host: '127.0.0.1:8080' });
    expect(root.statusCode).toBe(308);
    expect(root.headers.location).toBe('http://aerie.test/');
  });

  it("stays where it is on APP_URL's own host, with or without the default port", async () => {
    expect((await get('/login', { host: 'aerie.test' })).statusCode).toBe(200);
    expect((await get('/login', { host: 'aerie.test:80' })).statusCode).toBe(200);
  });

  it('does not redirect API calls, health checks, files or the dev inbox', async () => {
    const host = '127.0.0.1:8080';
    const { token } = await signedInUser(t);
    expect((await t.call({ method: 'GET', url: '/api/users/current-user', token, headers: { host } })).statusCode).toBe(
      200,
    );
    expect((await get('/api/nothing', { host })).statusCode).toBe(404);
    expect((await get('/builder-api/nothing', { host })).statusCode).toBe(404);
    expect((await get('/healthz', { host })).statusCode).toBe(200);
    expect((await get('/dev/mail.json', { host })).statusCode).toBe(200);
    expect((await get('/files/nothing.png', { host })).statusCode).toBe(404);
  });
});

describe('the JSON hosts', () => {
  it('send no-store and a CSP that allows nothing, on answers and errors alike', async () => {
    const { token } = await signedInUser(t);
    const replies = [
      await t.call({ method: 'GET', url: '/api/users/workspaces', token }),
      await t.call({ method: 'GET', url: '/api/users/workspaces' }),
      await t.call({ method: 'GET', url: '/api/nothing' }),
      await t.call({ method: 'GET', url: '/builder-api/nothing' }),
      await t.call({ method: 'GET', url: '/store-api/nothing' }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 401, 404, 404, 404]);
    for (const reply of replies) {
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('compress large JSON and leave small JSON alone', async () => {
    const large = await t.call({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(large)).openapi).toMatch(/^3\./);
    const small = await t.call({ method: 'GET', url: '/api/nothing', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serve the API docs page under its own CSP', async () => {
    const reply = await t.call({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('with an https APP_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ env: { APP_URL: 'https://app.aerie.test', WEB_DIST_DIR: web.dir } });
  });
  afterAll(() => secure.close());

  it('sends HSTS from every host', async () => {
    for (const url of ['/', '/api/nothing', '/healthz']) {
      const reply = await secure.call({ method: 'GET', url, headers: { host: 'app.aerie.test' } });
      expect(reply.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});

describe('hosts with their own names', () => {
  let named: TestApp;
  beforeAll(async () => {
    named = await startTestApp({
      env: { WEB_DIST_DIR: web.dir, API_HOST: 'api.aerie.test', STORE_API_HOST: 'store.aerie.test' },
    });
  });
  afterAll(() => named.close());

  const call = (host: string, url: string) => named.call({ method: 'GET', url, headers: { host } });

  it('route the API by Host header, spec paths verbatim under the host', async () => {
    const reply = await call('api.aerie.test', '/users/current-user');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error).toBe('unauthorized');
    const missing = await call('api.aerie.test', '/nothing');
    expect(missing.json()).toEqual({ success: false, error: 'not_found', message: 'No route for GET /nothing.' });
    expect((await call('api.aerie.test', '/docs/json')).statusCode).toBe(200);
    expect((await call('store.aerie.test', '/nothing')).headers['cache-control']).toBe('no-store');
  });

  it("allow cross-origin calls from APP_URL's origin only", async () => {
    const preflight = (origin: string) =>
      named.call({
        method: 'OPTIONS',
        url: '/users/current-user',
        headers: { host: 'api.aerie.test', origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('http://aerie.test');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://aerie.test');
    expect(allowed.headers['access-control-allow-headers']).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    // Errors too: the browser must be able to read a 401 to log out.
    const call = (origin: string) =>
      named.call({ method: 'GET', url: '/users/current-user', headers: { host: 'api.aerie.test', origin } });
    const fromApp = await call('http://aerie.test');
    expect(fromApp.statusCode).toBe(401);
    expect(fromApp.headers['access-control-allow-origin']).toBe('http://aerie.test');
    expect((await call('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('no longer answer a named host under its prefix on the app host', async () => {
    const reply = await call(APP_HOST, '/api/users/current-user');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toBe('not_found');
  });

  it('keep the unnamed hosts on the app host under their prefix', async () => {
    const reply = await call(APP_HOST, '/builder-api/nothing');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('No route for GET /builder-api/nothing.');
    expect((await call(APP_HOST, '/dashboard')).statusCode).toBe(200);
  });
});

describe('the app CSP with Stripe as the card provider', () => {
  it('lets Stripe.js, its card iframe and its API in, on index.html and the SPA fallback alike', async () => {
    const stripe = await startTestApp({
      env: {
        WEB_DIST_DIR: web.dir,
        CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_csp',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      },
    });
    try {
      for (const url of ['/', '/dashboard/hire-expert']) {
        const reply = await stripe.call({ method: 'GET', url, headers: { host: APP_HOST } });
        const csp = String(reply.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self' https://js.stripe.com");
        expect(csp, url).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
        expect(csp, url).toContain("connect-src 'self' https://api.stripe.com");
      }
    } finally {
      await stripe.close();
    }
  });

  it('allows no third-party script with the sandbox', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).not.toContain('stripe');
    expect(csp).not.toContain('frame-src');
  });
});
