import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.js';
import { PLAIN_HTTP_NOTICE, plainHttpNotice } from '../src/modules/websites/custom-domain/plain-http-notice.js';
import { registerTlsAsk } from '../src/routes/tls/ask-certificate.js';
import { siteWithDomain } from './support/custom-domain-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// issue 32 § 2: the `ask` endpoint of Caddy's on-demand TLS (docs/deploy.md § HTTPS for custom domains).
const TOKEN = 'ask-token-for-tests-0123456789abcdef';
const ENV = {
  TLS_ASK_TOKEN: TOKEN,
  SITES_URL: 'http://sites.test',
  STORES_URL: 'http://stores.test',
  GIT_HOST: 'git.aerie.test',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: ENV });
  await siteWithDomain(t, 'shop.example.org');
  await siteWithDomain(t, 'pending.example.org', 'pending');
  await siteWithDomain(t, 'suspended.example.org', 'suspended');
  await siteWithDomain(t, 'draft.example.org', 'unpublished');
  // Entering a platform name is refused (set-custom-domain.ts); written directly, it still gets no certificate.
  await siteWithDomain(t, 'shop.stores.test');
});
afterAll(() => t?.close());

/** Caddy's call: `GET {ask}?domain=NAME`, from wherever Caddy runs. */
function ask(query: string, token = TOKEN) {
  return t.app.inject({
    method: 'GET',
    url: `/_tls/ask/${token}${query}`,
    headers: { host: '127.0.0.1:8080' },
    remoteAddress: '10.0.0.5',
  });
}
const askFor = (domain: string) => ask(`?domain=${encodeURIComponent(domain)}`);

describe('the ask endpoint', () => {
  it('allows a verified custom domain of a published site', async () => {
    const reply = await askFor('shop.example.org');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('reads the name as a domain is entered: upper case and a trailing dot are normalised', async () => {
    expect((await askFor('SHOP.Example.ORG.')).statusCode).toBe(200);
    expect((await askFor(' shop.example.org ')).statusCode).toBe(200);
  });

  it.each([
    ['pending (not verified)', 'pending.example.org'],
    ['of a site whose plan ended (suspended)', 'suspended.example.org'],
    ['of a site never published', 'draft.example.org'],
    ['unknown', 'nobody.example.org'],
  ])('refuses a domain %s', async (_what, domain) => {
    expect((await askFor(domain)).statusCode).toBe(404);
  });

  it.each([
    ['the app', 'aerie.test'],
    ['the git host', 'git.aerie.test'],
    ['the sites host', 'sites.test'],
    ['a site subdomain', 'bright.sites.test'],
    ['the assets host', 'assets.sites.test'],
    ['the stores host', 'stores.test'],
    ['a storefront, even one written as a custom domain', 'shop.stores.test'],
  ])('refuses the platform’s own names: %s', async (_what, domain) => {
    expect((await askFor(domain)).statusCode).toBe(404);
  });

  it.each([
    ['an IPv4 literal (a handshake without SNI)', '127.0.0.1'],
    ['an IPv6 literal', '::1'],
    ['a bracketed IPv6 literal', '[::1]'],
    ['a name with a port', 'shop.example.org:443'],
    ['an empty label', 'shop..example.org'],
    ['a 300-character name', `${'a'.repeat(63)}.`.repeat(4) + 'b'.repeat(44)],
    ['a wildcard', '*.example.org'],
    ['a non-ASCII name (SNI carries punycode)', 'bücher.example.org'],
    ['a NUL byte', 'shop.example.org\0'],
    ['a single label', 'localhost'],
    ['an empty name', ''],
  ])('refuses %s', async (_what, domain) => {
    expect((await askFor(domain)).statusCode).toBe(404);
  });

  it('refuses a missing or repeated domain parameter', async () => {
    expect((await ask('')).statusCode).toBe(404);
    expect((await ask('?domain=shop.example.org&domain=shop.example.org')).statusCode).toBe(404);
    expect((await ask('?name=shop.example.org')).statusCode).toBe(404);
  });

  it('answers a wrong or missing token as it answers a refused name, and never redirects', async () => {
    for (const token of ['x'.repeat(TOKEN.length), TOKEN.slice(0, -1), TOKEN.toUpperCase()]) {
      const reply = await ask('?domain=shop.example.org', token);
      expect(reply.statusCode, token).toBe(404);
      expect(reply.body).toBe('no');
    }
    const tokenless = await t.app.inject({ url: '/_tls/ask/?domain=shop.example.org', headers: { host: '127.0.0.1' } });
    expect(tokenless.statusCode).toBe(404);
    expect(tokenless.headers.location).toBeUndefined();
  });

  it('refuses every name when no TLS_ASK_TOKEN is configured', async () => {
    const app = Fastify();
    registerTlsAsk(app, { ...t.runtime.ctx, config: { ...t.runtime.ctx.config, tlsAskToken: null } });
    for (const token of [TOKEN, 'null', 'x'.repeat(32)]) {
      const reply = await app.inject({ url: `/_tls/ask/${token}?domain=shop.example.org` });
      expect(reply.statusCode).toBe(404);
    }
    await app.close();
  });

  it('refuses a token that is too short to be a secret at start', () => {
    expect(() => loadConfig({ TLS_ASK_TOKEN: 'short' })).toThrow(/TLS_ASK_TOKEN: must be 32 to 96/);
  });
});

describe('the plain-HTTP notice at start', () => {
  const ctxWith = (env: Record<string, string>) => ({
    db: t.runtime.ctx.db,
    config: loadConfig({ NODE_ENV: 'test', APP_URL: 'http://aerie.test', ...env }),
  });

  it('says custom domains are served over plain HTTP when they exist and no ask token is set', async () => {
    expect(await plainHttpNotice(ctxWith({}))).toBe(PLAIN_HTTP_NOTICE);
    expect(PLAIN_HTTP_NOTICE).toMatch(/docs\/deploy\.md/);
  });

  it('says so for an https app even before any custom domain', async () => {
    const empty = await startTestApp({ env: { APP_URL: 'https://aerie.test' } });
    try {
      expect(await plainHttpNotice(empty.runtime.ctx)).toBe(PLAIN_HTTP_NOTICE);
      const laptop = { db: empty.runtime.ctx.db, config: loadConfig({ NODE_ENV: 'test' }) };
      expect(await plainHttpNotice(laptop)).toBeNull();
    } finally {
      await empty.close();
    }
  });

  it('is silent once the ask token is set', async () => {
    expect(await plainHttpNotice(ctxWith({ TLS_ASK_TOKEN: TOKEN }))).toBeNull();
  });
});
