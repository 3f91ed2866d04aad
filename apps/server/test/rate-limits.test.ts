import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { rateLimitBuckets } from '../src/db/schema/index.js';
import { latestLinkToken, PASSWORD, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The limits count in fixed windows aligned to the clock, and every window (15 minutes, an hour) starts on
 * the hour. Each test starts five minutes into the same hour of a clock that stands still unless the test
 * moves it, so no count restarts halfway through a test and Retry-After is exact. The hour is the next one
 * of the real clock: the hourly purge (which drops windows a day old by the database's own clock) never
 * touches these counters.
 */
const HOUR_START = (Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS;
const clock = createTestClock();
beforeEach(() => clock.set(HOUR_START + 5 * MINUTE_MS));

/** Seconds left, five minutes into the hour, of a 15-minute window and of an hour's. */
const LEFT_OF_15_MINUTES = 10 * 60;
const LEFT_OF_THE_HOUR = 55 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/api/login', body: { email, password }, remoteAddress });

/** 429 `rate_limited`, a message a person can read, and a Retry-After of the seconds left in the window. */
function expectRateLimited(reply: LightMyRequestResponse, secondsLeft: number) {
  const minutes = Math.ceil(secondsLeft / 60);
  expect(reply.statusCode).toBe(429);
  expect(reply.json()).toEqual({
    success: false,
    error: 'rate_limited',
    message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
  expect(reply.headers['retry-after']).toBe(String(secondsLeft));
}

describe('login', () => {
  it('allows 10 attempts per e-mail in 15 minutes, then refuses even the right password', async () => {
    const user = await signedInUser(t); // its one login is attempt 1 on this e-mail
    const address = uniqueAddress();
    for (let attempt = 2; attempt <= 9; attempt += 1)
      expect((await login(user.email, 'wrong-password-1', address)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, address)).statusCode).toBe(200);
    expectRateLimited(await login(user.email, PASSWORD, address), LEFT_OF_15_MINUTES);
    // The e-mail is what is limited: another address does not help.
    expectRateLimited(await login(user.email.toUpperCase(), PASSWORD, uniqueAddress()), LEFT_OF_15_MINUTES);
  });

  it('lets other e-mails through from the same address until 30 attempts per address', async () => {
    const target = 'target.of.guessing@example.com';
    const other = await signedInUser(t);
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await login(target, 'wrong-password-1', address)).statusCode).toBe(401);
    expect((await login(target, 'wrong-password-1', address)).statusCode).toBe(429); // attempt 11
    expect((await login(other.email, PASSWORD, address)).statusCode).toBe(200); // attempt 12
    for (let attempt = 13; attempt <= 30; attempt += 1) {
      expect((await login(`nobody.${attempt}@example.com`, 'wrong-password-1', address)).statusCode).toBe(401);
    }
    expectRateLimited(await login(other.email, PASSWORD, address), LEFT_OF_15_MINUTES); // attempt 31
    expect((await login(other.email, PASSWORD, uniqueAddress())).statusCode).toBe(200);
  });
});

describe('login lockout and device tokens (OWASP device cookies)', () => {
  const loginWith = (email: string, password: string, deviceToken?: string) =>
    t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
      remoteAddress: uniqueAddress(),
    });

  it("an attacker's failures lock untrusted clients out, but the owner's browser still signs in", async () => {
    const owner = await signedInUser(t, { password: PASSWORD });
    const first = await loginWith(owner.email, PASSWORD);
    expect(first.statusCode).toBe(200);
    const ownerDevice = first.json().device_token as string;
    expect(ownerDevice).toMatch(/^[\w-]+\.[\w-]+$/);
    const stranger = await signedInUser(t);
    const strangerDevice = (await loginWith(stranger.email, PASSWORD)).json().device_token as string;

    // Ten wrong guesses from ten addresses: the account's shared allowance is spent.
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await loginWith(owner.email, 'wrong-password-1')).statusCode).toBeOneOf([401, 429]);
    expectRateLimited(await loginWith(owner.email, PASSWORD), LEFT_OF_15_MINUTES);
    // Neither another account's device token nor a forged one counts as the owner's browser.
    expectRateLimited(await loginWith(owner.email, PASSWORD, strangerDevice), LEFT_OF_15_MINUTES);
    const [nonce] = ownerDevice.split('.');
    expectRateLimited(await loginWith(owner.email, PASSWORD, `${nonce}.${'A'.repeat(43)}`), LEFT_OF_15_MINUTES);

    // The owner's browser has its own allowance, and each sign-in renews its token.
    const owners = await loginWith(owner.email.toUpperCase(), PASSWORD, ownerDevice);
    expect(owners.statusCode).toBe(200);
    expect(owners.json().device_token).not.toBe(ownerDevice);
  });

  it("a device's own allowance runs out after 10 attempts, for that device only", async () => {
    const owner = await signedInUser(t);
    const laptop = (await loginWith(owner.email, PASSWORD)).json().device_token as string;
    const phone = (await loginWith(owner.email, PASSWORD)).json().device_token as string;
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await loginWith(owner.email, 'wrong-password-1', laptop)).statusCode).toBe(401);
    expectRateLimited(await loginWith(owner.email, PASSWORD, laptop), LEFT_OF_15_MINUTES);
    expect((await loginWith(owner.email, PASSWORD, phone)).statusCode).toBe(200);
  });
});

describe('register', () => {
  it('allows 10 registrations per address in an hour', async () => {
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (await t.call({ method: 'POST', url: '/api/api/user/create', body: registration(), remoteAddress: address }))
          .statusCode,
      ).toBe(200);
    }
    const refused = registration();
    expectRateLimited(
      await t.call({ method: 'POST', url: '/api/api/user/create', body: refused, remoteAddress: address }),
      LEFT_OF_THE_HOUR,
    );
    // Refused before anything was written: the same e-mail registers from elsewhere.
    expect(
      (await t.call({ method: 'POST', url: '/api/api/user/create', body: refused, remoteAddress: uniqueAddress() }))
        .statusCode,
    ).toBe(200);
  });
});

describe.each([
  ['forgot-password', '/api/api/user/forgot'],
  ['resend-verification', '/api/api/user/resend-verification'],
])('%s', (_name, url) => {
  it('allows 5 requests per e-mail in an hour, whatever the address or letter case', async () => {
    const body = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
    const inboxSize = async () =>
      ((await t.call({ method: 'GET', url: '/dev/mail.json' })).json() as Array<{ to: string }>).filter(
        (mail) => mail.to === body.email,
      ).length;
    const before = await inboxSize();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const email = attempt % 2 ? body.email : body.email.toUpperCase();
      expect((await t.call({ method: 'POST', url, body: { email }, remoteAddress: uniqueAddress() })).statusCode).toBe(
        200,
      );
    }
    expectRateLimited(
      await t.call({ method: 'POST', url, body: { email: body.email }, remoteAddress: uniqueAddress() }),
      LEFT_OF_THE_HOUR,
    );
    // Reset links are mailed by a worker job, so the count may still be rising.
    await expect.poll(inboxSize, { timeout: 15_000 }).toBe(before + 5);
  });
});

describe('reset password', () => {
  it('allows 10 attempts per address in 15 minutes; a refused attempt does not use the token', async () => {
    const user = await signedInUser(t);
    await t.call({
      method: 'POST',
      url: '/api/api/user/forgot',
      body: { email: user.email },
      remoteAddress: uniqueAddress(),
    });
    const token = await latestLinkToken(t, user.email, '/password/');
    const body = (resetToken: string) => ({
      token: resetToken,
      password: 'brand-new-secret-7',
      confirm_password: 'brand-new-secret-7',
    });
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await t.call({
        method: 'POST',
        url: '/api/api/user/forgotpassword',
        body: body(`guess${attempt}`),
        remoteAddress: address,
      });
      expect(reply.json()).toMatchObject({ error: 'invalid_token' });
    }
    expectRateLimited(
      await t.call({ method: 'POST', url: '/api/api/user/forgotpassword', body: body(token), remoteAddress: address }),
      LEFT_OF_15_MINUTES,
    );
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/api/user/forgotpassword',
          body: body(token),
          remoteAddress: uniqueAddress(),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('windows', () => {
  it('Retry-After counts down with the clock, and the same login is allowed once the window has ended', async () => {
    const user = await signedInUser(t); // its one login is attempt 1 on this e-mail
    const address = uniqueAddress();
    for (let attempt = 2; attempt <= 10; attempt += 1)
      expect((await login(user.email, 'wrong-password-1', address)).statusCode).toBe(401);
    expectRateLimited(await login(user.email, PASSWORD, address), LEFT_OF_15_MINUTES);

    clock.advance(LEFT_OF_15_MINUTES * 1000 - 1000); // the window's last second
    expectRateLimited(await login(user.email, PASSWORD, address), 1);
    clock.advance(999);
    expectRateLimited(await login(user.email, PASSWORD, address), 1);

    clock.advance(1); // the next window: a fresh count
    expect((await login(user.email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('an hour-long limit outlasts a 15-minute window and ends with its hour', async () => {
    const address = uniqueAddress();
    const register = () =>
      t.call({ method: 'POST', url: '/api/api/user/create', body: registration(), remoteAddress: address });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await register()).statusCode).toBe(200);
    expectRateLimited(await register(), LEFT_OF_THE_HOUR);

    clock.advance(15 * MINUTE_MS);
    expectRateLimited(await register(), LEFT_OF_THE_HOUR - 15 * 60);

    clock.set(HOUR_START + HOUR_MS);
    expect((await register()).statusCode).toBe(200);
  });
});

describe('counters', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second web app on the same database, as a second server process behind a load balancer would be.
    second = await buildApp(t.runtime.ctx, { liveSites: t.runtime.liveSites, siteAnalytics: t.runtime.siteAnalytics });
  });
  afterAll(() => second.close());

  it('live in the database, so every server process shares them', async () => {
    const address = uniqueAddress();
    const email = 'shared.counter@example.com';
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await login(email, 'wrong-password-1', address)).statusCode).toBe(401);

    const rows = await t.runtime.ctx.db
      .select({ hits: rateLimitBuckets.hits })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, `login:email:${email}`));
    expect(rows).toEqual([{ hits: 10 }]);

    const reply = await second.inject({
      method: 'POST',
      url: '/api/api/login',
      payload: { email, password: 'wrong-password-1' },
      remoteAddress: uniqueAddress(),
    });
    expectRateLimited(reply, LEFT_OF_15_MINUTES);
  });
});

describe.each([
  ['a hop count (TRUST_PROXY=1)', 1],
  ["the proxy's range (TRUST_PROXY=10.0.0.0/8)", ['10.0.0.0/8']],
])('behind a proxy trusted by %s', (_label, trustProxy) => {
  const PROXY = '10.0.0.2';
  let proxied: FastifyInstance;
  beforeAll(async () => {
    // The same database behind one load balancer: only the entry that proxy appended names the client.
    proxied = await buildApp(
      { ...t.runtime.ctx, config: { ...t.runtime.ctx.config, trustProxy } },
      { liveSites: t.runtime.liveSites, siteAnalytics: t.runtime.siteAnalytics },
    );
  });
  afterAll(() => proxied.close());

  /** What the proxy forwards: whatever chain the client sent, then the address it saw the client at. */
  const loginThroughProxy = (email: string, clientChain: string, clientAddress: string) =>
    proxied.inject({
      method: 'POST',
      url: '/api/api/login',
      payload: { email, password: 'wrong-password-1' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': clientChain ? `${clientChain}, ${clientAddress}` : clientAddress },
    });

  it('a spoofed X-Forwarded-For chain cannot reset the per-address login limit', async () => {
    const client = uniqueAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const spoofed = `203.0.113.${attempt}, 192.0.2.${attempt}`;
      expect((await loginThroughProxy(`spoof.${attempt}@example.com`, spoofed, client)).statusCode).toBe(401);
    }
    expectRateLimited(await loginThroughProxy('spoof.31@example.com', '203.0.113.99', client), LEFT_OF_15_MINUTES);
    // Another client behind the same proxy has its own allowance.
    expect((await loginThroughProxy('spoof.32@example.com', '', uniqueAddress())).statusCode).toBe(401);
  });
});
