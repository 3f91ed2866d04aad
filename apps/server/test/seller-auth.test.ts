import { SELLER_RESET_INVALID, SELLER_RESET_SENT, STORE_RULES } from '@aerie/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { storeSellerResetTokens, storeSellerSessions } from '../src/db/schema/index.js';
import { PASSWORD, signedInUser, uniqueAddress } from './support/accounts.js';
import { projectTeam } from './support/project-fixtures.js';
import { hashToken } from '../src/lib/secret-hashing.js';
import { purgeSellerCredentials } from '../src/modules/stores/purge-seller-credentials.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  insertSellerStore,
  lastMailTo,
  nextMailTo,
  sellerCall,
  sellerToken,
  signedInStore,
} from './support/seller-fixtures.js';
import { createTestClock } from './support/test-clock.js';

/**
 * Seller sessions and login limits run on this clock; each test starts it at the real time (reset links
 * still read the system's), and only a test that moves it sees it move.
 */
const clock = createTestClock();
beforeEach(() => clock.set(Date.now()));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const SESSION_ENDED = {
  success: false,
  error: 'unauthorized',
  message: 'Your session has ended. Please log in again.',
};

describe('seller login', () => {
  it('signs the seller in with a bearer token that opens /seller/me on the same store', async () => {
    const shop = await insertSellerStore(t);
    const login = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const body = login.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const me = await sellerCall(t, shop, { method: 'GET', url: '/me', token: body.access_token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.seller).toEqual({ name: 'Sam Seller', email: shop.email });
    expect(me.json().data.store).toMatchObject({
      uuid: shop.store.uuid,
      domain: shop.store.domain,
      url: `http://${shop.host}`,
      currency: 'USD',
      shipping_rate: 0,
      logo_url: null,
    });
  });

  it('accepts the e-mail in any case, and stores only the hash of the token', async () => {
    const shop = await insertSellerStore(t);
    const login = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email.toUpperCase(), password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().access_token as string;
    const rows = await t.runtime.ctx.db.select().from(storeSellerSessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const shop = await insertSellerStore(t);
    const wrong = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: 'nope-1234' },
    });
    const unknown = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: 'nobody@example.com', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("refuses one store's seller on another store's host (the account is the store's)", async () => {
    const [a, b] = [await insertSellerStore(t), await insertSellerStore(t)];
    const reply = await sellerCall(t, b, {
      method: 'POST',
      url: '/login',
      body: { email: a.email, password: PASSWORD },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('answers 404 when the Host names no store (the app origin, an unknown store)', async () => {
    const shop = await insertSellerStore(t);
    const body = { email: shop.email, password: PASSWORD };
    const onApp = await t.call({ method: 'POST', url: '/store-api/seller/login', body });
    expect(onApp.statusCode).toBe(404);
    const unknown = await sellerCall(
      t,
      { host: `no-such-store.${t.runtime.ctx.config.stores.host}` },
      {
        method: 'POST',
        url: '/login',
        body,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is rate limited per account: the 11th attempt in 15 minutes hears 429 whatever the address', async () => {
    const shop = await insertSellerStore(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const reply = await sellerCall(t, shop, {
        method: 'POST',
        url: '/login',
        body: { email: shop.email, password: 'wrong-pass-1' },
      });
      expect(reply.statusCode).toBe(401);
    }
    const blocked = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it("keeps the seller's own browser signing in while others have locked the account (device token)", async () => {
    const shop = await insertSellerStore(t);
    const first = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD },
    });
    const device = first.json().device_token as string;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await sellerCall(t, shop, {
        method: 'POST',
        url: '/login',
        body: { email: shop.email, password: 'wrong-pass-1' },
      });
    }
    const locked = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    const owner = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD, device_token: device },
    });
    expect(owner.statusCode, owner.body).toBe(200);
    // Worthless on another store's account.
    const other = await insertSellerStore(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await sellerCall(t, other, {
        method: 'POST',
        url: '/login',
        body: { email: other.email, password: 'wrong-pass-1' },
      });
    }
    const elsewhere = await sellerCall(t, other, {
      method: 'POST',
      url: '/login',
      body: { email: other.email, password: PASSWORD, device_token: device },
    });
    expect(elsewhere.statusCode).toBe(429);
  });

  it('is rate limited per address: 30 attempts, then 429', async () => {
    const shop = await insertSellerStore(t);
    const remoteAddress = uniqueAddress();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await sellerCall(t, shop, {
        method: 'POST',
        url: '/login',
        body: { email: `x${attempt}@example.com`, password: 'wrong-pass-1' },
        remoteAddress,
      });
    }
    const blocked = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD },
      remoteAddress,
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('principal separation', () => {
  it('never takes a platform token as a seller', async () => {
    const shop = await insertSellerStore(t);
    const user = await signedInUser(t);
    const reply = await sellerCall(t, shop, { method: 'GET', url: '/me', token: user.token });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual(SESSION_ENDED);
  });

  it('never takes a seller token as a platform user', async () => {
    const shop = await signedInStore(t);
    const reply = await t.call({ method: 'GET', url: '/api/users/current-user', token: shop.token });
    expect(reply.statusCode).toBe(401);
    const onStoreHost = await t.call({
      method: 'GET',
      url: '/api/users/current-user',
      token: shop.token,
      headers: { host: shop.host },
    });
    expect(onStoreHost.statusCode).not.toBe(200);
  });

  it("answers 404 to a store A session on store B's host, and on the app's host", async () => {
    const a = await signedInStore(t);
    const b = await insertSellerStore(t);
    const onB = await sellerCall(t, b, { method: 'GET', url: '/me', token: a.token });
    expect(onB.statusCode).toBe(404);
    const onApp = await t.call({ method: 'GET', url: '/store-api/seller/me', token: a.token });
    expect(onApp.statusCode).toBe(404);
    // Still good at home.
    expect((await sellerCall(t, a, { method: 'GET', url: '/me', token: a.token })).statusCode).toBe(200);
  });

  it('answers 401 with no token or a made-up one', async () => {
    const shop = await insertSellerStore(t);
    for (const token of [undefined, 'x'.repeat(43)]) {
      const reply = await sellerCall(t, shop, { method: 'GET', url: '/me', token });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual(SESSION_ENDED);
    }
  });

  it('ends the session at logout, and an expired session is refused', async () => {
    const shop = await signedInStore(t);
    const out = await sellerCall(t, shop, { method: 'POST', url: '/logout', token: shop.token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await sellerCall(t, shop, { method: 'GET', url: '/me', token: shop.token })).statusCode).toBe(401);

    const again = await sellerToken(t, shop);
    const me = () => sellerCall(t, shop, { method: 'GET', url: '/me', token: again });
    clock.advance(STORE_RULES.sellerSessionDays * 24 * 60 * 60 * 1000 - 1);
    expect((await me()).statusCode).toBe(200);
    clock.advance(1);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('seller password reset', () => {
  async function resetLink(shop: { host: string; email: string }) {
    const before = (await lastMailTo(t, shop.email))?.id ?? 0;
    const sent = await sellerCall(t, shop, { method: 'POST', url: '/forgot-password', body: { email: shop.email } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(SELLER_RESET_SENT);
    const mail = await nextMailTo(t, shop.email, before);
    const match = new RegExp(`http://${shop.host.replace(/\./g, '\\.')}/reset-password/([A-Za-z0-9_-]+)`).exec(
      mail!.text,
    );
    expect(match, mail?.text).not.toBeNull();
    return match![1]!;
  }

  it('answers the same for an unknown address and mails nothing', async () => {
    const shop = await insertSellerStore(t);
    const reply = await sellerCall(t, shop, {
      method: 'POST',
      url: '/forgot-password',
      body: { email: 'nobody@example.com' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(SELLER_RESET_SENT);
    // The job for a known address in the same store mails; give the unknown one's job the same time.
    await sellerCall(t, shop, { method: 'POST', url: '/forgot-password', body: { email: shop.email } });
    await nextMailTo(t, shop.email);
    expect(await lastMailTo(t, 'nobody@example.com')).toBeNull();
  });

  it('mails a link to the store origin that works once and signs every session out', async () => {
    const shop = await insertSellerStore(t);
    const sessions = [await sellerToken(t, shop), await sellerToken(t, shop)];
    const token = await resetLink(shop);
    const body = { token, password: 'new-secret-42', confirm_password: 'new-secret-42' };
    const reset = await sellerCall(t, shop, { method: 'POST', url: '/reset-password', body });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const session of sessions) {
      expect((await sellerCall(t, shop, { method: 'GET', url: '/me', token: session })).statusCode).toBe(401);
    }
    const again = await sellerCall(t, shop, { method: 'POST', url: '/reset-password', body });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: [SELLER_RESET_INVALID] });
    const oldPassword = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await sellerCall(t, shop, {
      method: 'POST',
      url: '/login',
      body: { email: shop.email, password: 'new-secret-42' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it("refuses a link on another store's origin and keeps it usable at home; a newer link voids the older", async () => {
    const [a, b] = [await insertSellerStore(t), await insertSellerStore(t)];
    const first = await resetLink(a);
    const body = (token: string) => ({ token, password: 'new-secret-43', confirm_password: 'new-secret-43' });
    expect((await sellerCall(t, b, { method: 'POST', url: '/reset-password', body: body(first) })).statusCode).toBe(
      400,
    );
    const second = await resetLink(a);
    expect((await sellerCall(t, a, { method: 'POST', url: '/reset-password', body: body(first) })).statusCode).toBe(
      400,
    );
    expect((await sellerCall(t, a, { method: 'POST', url: '/reset-password', body: body(second) })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired link', async () => {
    const shop = await insertSellerStore(t);
    const token = await resetLink(shop);
    await t.runtime.ctx.db
      .update(storeSellerResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(storeSellerResetTokens.usedAt));
    const reply = await sellerCall(t, shop, {
      method: 'POST',
      url: '/reset-password',
      body: { token, password: 'new-secret-44', confirm_password: 'new-secret-44' },
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('purging seller credentials', () => {
  it('deletes expired sessions and spent reset links, and keeps live ones', async () => {
    const shop = await insertSellerStore(t);
    const live = await sellerToken(t, shop);
    const stale = await sellerToken(t, shop);
    const { db } = t.runtime.ctx;
    await db
      .update(storeSellerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storeSellerSessions.tokenHash, hashToken(stale)));
    await purgeSellerCredentials(db);
    const left = await db.select().from(storeSellerSessions);
    expect(left.some((row) => row.tokenHash === hashToken(stale))).toBe(false);
    expect(left.some((row) => row.tokenHash === hashToken(live))).toBe(true);
    expect((await sellerCall(t, shop, { method: 'GET', url: '/me', token: live })).statusCode).toBe(200);
  });
});

describe("the project's members open the admin from the dashboard", () => {
  it('gives a member a short seller session in the admin address fragment; strangers hear 404', async () => {
    const team = await projectTeam(t);
    const shop = await insertSellerStore(t, { projectId: team.project.id });
    const opened = await t.call({
      method: 'POST',
      url: `/store-api/seller/open/${shop.store.uuid}`,
      token: team.member.token,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { url, expires_at: expiresAt } = opened.json().data;
    const match = new RegExp(`^http://${shop.host.replace(/\./g, '\\.')}/admin#session=([A-Za-z0-9_-]{43})$`).exec(url);
    expect(match, url).not.toBeNull();
    expect(new Date(expiresAt).getTime()).toBeLessThan(Date.now() + 13 * 3_600_000);
    const me = await sellerCall(t, shop, { method: 'GET', url: '/me', token: match![1] });
    expect(me.statusCode).toBe(200);

    const stranger = await signedInUser(t);
    const refused = await t.call({
      method: 'POST',
      url: `/store-api/seller/open/${shop.store.uuid}`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
    const asSeller = await t.call({
      method: 'POST',
      url: `/store-api/seller/open/${shop.store.uuid}`,
      token: match![1],
    });
    expect(asSeller.statusCode).toBe(401);
  });
});
