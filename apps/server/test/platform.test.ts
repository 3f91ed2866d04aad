import { fullPath, ROUTES } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../src/config.js';
import { mailOutbox, users, workspaces } from '../src/db/schema/index.js';
import { registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('answers /healthz', async () => {
    const reply = await t.call({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/api/nothing'],
      ['DELETE', '/api/users/current-user'],
      ['GET', '/builder-api/x'],
      ['GET', '/store-api/x'],
    ] as const) {
      const reply = await t.call({ method, url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ success: false, error: 'not_found', message: `No route for ${method} ${url}.` });
    }
  });

  it('puts the security headers on success and error replies alike', async () => {
    const { token } = await signedInUser(t);
    const replies = [
      await t.call({ method: 'GET', url: '/healthz' }),
      await t.call({ method: 'GET', url: '/api/users/workspaces', token }),
      await t.call({ method: 'GET', url: '/api/users/workspaces' }),
      await t.call({ method: 'POST', url: '/api/api/login', body: {} }),
      await t.call({ method: 'GET', url: '/api/nothing' }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 401, 400, 404]);
    for (const reply of replies) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  // Errors raised by the router itself, before any route runs, must use the envelope too
  // (docs/architecture.md § API conventions).
  it('answers a malformed URL or an over-long path parameter in the envelope', async () => {
    const badEscape = await t.call({ method: 'GET', url: '/api/api/user/verify/%E0%A4%A' });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ success: false, error: 'bad_request', message: expect.any(String) });
    expect(badEscape.headers['x-content-type-options']).toBe('nosniff');

    // The contract accepts link tokens up to 128 characters: an unknown one of that length is simply unknown.
    const longest = await t.call({ method: 'GET', url: `/api/api/user/verify/${'a'.repeat(128)}` });
    expect(longest.statusCode).toBe(404);
    expect(longest.json()).toMatchObject({ success: false, error: 'not_found' });

    const tooLong = await t.call({ method: 'GET', url: `/api/api/user/verify/${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/^(bad_request|validation_failed)$/),
    });
  });
});

describe('OpenAPI', () => {
  it('documents every contract route at /api/docs/json', async () => {
    const reply = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of ROUTES) {
      const path = fullPath(route).replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation.operationId).toBe(route.name);
      expect(Boolean(operation.security), `${route.name} declares bearer auth`).toBe(
        route.access === 'user' || route.access === 'seller',
      );
    }
    expect(document.paths['/api/api/login']).toBeDefined();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/dev') || path === '/healthz')).toEqual([]);
  });
});

/** The least a production start needs (the sandbox allowed on purpose, as in a staging setup). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  ALLOW_LOCAL_PILOTS: 'true',
};

describe('configuration', () => {
  it('refuses bad values with a readable list naming each variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).sort()).toEqual([
      '  - DATABASE_URL: must be a postgres:// or postgresql:// URL',
      expect.stringMatching(/^ {2}- PORT: .+/),
      '  - SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
  });

  it('keeps the development inbox and the demo account out of production', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'development', devInbox: true, seedDemo: true, port: 8080 });
    expect(loadConfig(PRODUCTION)).toMatchObject({
      isProduction: true,
      devInbox: false,
      seedDemo: false,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatchObject({ devInbox: false });
  });

  const reasonsRefused = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message.split('\n').slice(1);
    }
  };

  it('stops a production start without SMTP_URL, instead of dropping every e-mail', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    expect(reasonsRefused(withoutSmtp)).toEqual([
      '  - SMTP_URL: is required in production (without it every e-mail would be dropped)',
    ]);
  });

  it('refuses the sandbox payments and card providers in production unless explicitly allowed', () => {
    const { ALLOW_SANDBOX_PAYMENTS: _allowed, ...sandboxed } = PRODUCTION;
    expect(reasonsRefused(sandboxed)).toEqual([
      expect.stringMatching(/^ {2}- PAYMENTS_PROVIDER: is sandbox, .*ALLOW_SANDBOX_PAYMENTS=true$/),
      expect.stringMatching(/^ {2}- CARD_PROVIDER: is sandbox, .*ALLOW_SANDBOX_PAYMENTS=true$/),
    ]);
    expect(
      reasonsRefused({
        ...sandboxed,
        PAYMENTS_PROVIDER: 'flutterwave',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK-test',
        FLUTTERWAVE_WEBHOOK_HASH: 'webhook-hash-1',
        CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toEqual([]);
    expect(loadConfig(PRODUCTION).payments.provider).toBe('sandbox');
    // Outside production the sandbox stays the offline default.
    expect(reasonsRefused({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('trusts X-Forwarded-For only from a counted number of proxies or listed proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
    ]);
    // `true` would believe every entry, so any client could choose its address: refused, with what to set.
    expect(reasonsRefused({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^ {2}- TRUST_PROXY: true would/)]);
    expect(reasonsRefused({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
    expect(reasonsRefused({ TRUST_PROXY: 'proxy.example.com' })).toHaveLength(1);
  });

  // Issue 24: a published site on the app's registrable domain could set cookies the app receives.
  it('refuses in production sites or stores on the registrable domain of the app, or of each other', () => {
    const urls = (app: string, sites: string, stores: string) => ({
      ...PRODUCTION,
      APP_URL: app,
      SITES_URL: sites,
      STORES_URL: stores,
    });
    expect(
      reasonsRefused(urls('https://app.aerie.example', 'https://sites.aerie.example', 'https://aerie.example')),
    ).toEqual([
      '  - SITES_URL: is on aerie.example, the registrable domain of APP_URL: published sites could set cookies for it; give SITES_URL a registrable domain of its own',
      '  - STORES_URL: is on aerie.example, the registrable domain of APP_URL: storefronts could set cookies for it; give STORES_URL a registrable domain of its own',
    ]);
    // The Public Suffix List decides, not the last two labels: co.uk and github.io are public suffixes.
    expect(
      reasonsRefused(urls('https://app.aerie.co.uk', 'https://aerie-sites.co.uk', 'https://shops.aerie.co.uk')),
    ).toEqual([expect.stringMatching(/^ {2}- STORES_URL: is on aerie\.co\.uk, the registrable domain of APP_URL/)]);
    expect(
      reasonsRefused(urls('https://aerie.github.io', 'https://sites.github.io', 'https://stores.github.io')),
    ).toEqual([]);
    expect(reasonsRefused(urls('https://app.aerie.example', 'https://aerie.site', 'https://store.aerie.site'))).toEqual(
      [expect.stringMatching(/^ {2}- STORES_URL: is on aerie\.site, the registrable domain of SITES_URL/)],
    );
    expect(reasonsRefused(urls('https://app.aerie.example', 'https://aerie.site', 'https://aerie.store'))).toEqual([]);
    // Loopback names and addresses, and development itself, stay allowed.
    expect(reasonsRefused(PRODUCTION)).toEqual([]);
    expect(reasonsRefused(urls('http://127.0.0.1:8080', 'http://127.0.0.1:8081', 'http://[::1]:8082'))).toEqual([]);
    expect(
      reasonsRefused({
        APP_URL: 'https://app.aerie.example',
        SITES_URL: 'https://sites.aerie.example',
        STORES_URL: 'https://stores.aerie.example',
      }),
    ).toEqual([]);
  });

  describe('with NODE_ENV=production', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await startTestApp({ env: PRODUCTION });
    });
    afterAll(() => production?.close());

    it('has no development inbox', async () => {
      expect(production.runtime.ctx.config.isProduction).toBe(true);
      for (const url of ['/dev/mail.json', '/dev/mail']) {
        const reply = await production.call({ method: 'GET', url });
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toEqual({ success: false, error: 'not_found', message: `No route for GET ${url}.` });
      }
    });
  });
});

describe('two registrations of one e-mail at once', () => {
  it('creates exactly one account; both hear the same answer and the owner hears of the second', async () => {
    const base = registration();
    const [local, domain] = base.email.split('@') as [string, string];
    const spellings = [`${local}@${domain.toUpperCase()}`, `${local.toUpperCase()}@${domain}`];
    const replies = await Promise.all(
      spellings.map((email) =>
        t.call({
          method: 'POST',
          url: '/api/api/user/create',
          body: { ...base, email },
          remoteAddress: uniqueAddress(),
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies[0]!.json()).toEqual(replies[1]!.json());

    const { db } = t.runtime.ctx;
    const lower = base.email.toLowerCase();
    expect(
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, lower)),
    ).toHaveLength(1);
    expect(
      await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(sql`lower(${workspaces.email})`, lower)),
    ).toHaveLength(1);
    const mails = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, lower));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Someone tried to register with your e-mail address',
      'Verify your Aerie account',
    ]);
  });
});
