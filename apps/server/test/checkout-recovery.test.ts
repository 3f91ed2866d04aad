import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  mailOutbox,
  storeCarts,
  storeCheckoutReminders,
  storeOrders,
  storeReminderOptOuts,
} from '../src/db/schema/index.js';
import { expirePendingOrders } from '../src/modules/stores/orders.js';
import { sendCheckoutReminders } from '../src/modules/stores/recovery/send-checkout-reminders.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { insertDiscount } from './support/discount-fixtures.js';
import { sellerCall, signedInStore, type TestStore } from './support/seller-fixtures.js';
import { insertProduct, referenceOf, Shopper, STORES_URL } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const clock = createTestClock('2026-11-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL }, clock });
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const uniqueEmail = () => `buyer-${randomBytes(4).toString('hex')}@example.com`;
const remindersTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, 'Test Shop: your cart is waiting')));
/** Runs the expiry job (the checkout's 15-minute hold) and the reminder job at the test clock's time. */
async function runJobs(): Promise<number> {
  await expirePendingOrders(t.runtime.ctx, clock.now());
  return sendCheckoutReminders(t.runtime.ctx, clock.now());
}

type Shop = TestStore & { token: string; variantUuid: string };

async function aShop(): Promise<Shop> {
  const shop = await signedInStore(t);
  const { variants } = await insertProduct(t, shop.store.id, { name: 'Lamp', variants: [{ price: 2500, stock: 5 }] });
  return { ...shop, variantUuid: variants[0]!.uuid };
}

/** A shopper who put two lamps in the cart and checked out as `email` without paying; the sandbox reference. */
async function unpaidCheckout(shop: Shop, email: string, shopper = new Shopper(t, shop.store.domain)) {
  await shopper.add(shop.variantUuid, 2);
  const reply = await shopper.checkout({ email });
  expect(reply.statusCode, reply.body).toBe(303);
  return { shopper, reference: referenceOf(reply.headers.location as string) };
}

/** The reminder's two links (paths on the store's origin) from its plain-text part. */
function linksOf(text: string) {
  const recover = /\/cart\/recover\/([A-Za-z0-9_-]+)/.exec(text)?.[0];
  const unsubscribe = /\/reminders\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text)?.[0];
  expect(recover && unsubscribe, text).toBeTruthy();
  return { recover: recover!, unsubscribe: unsubscribe! };
}

const setRecovery = (shop: Shop, body: unknown) =>
  sellerCall(t, shop, { method: 'PUT', url: '/checkout-recovery', token: shop.token, body });
const recoveryFigures = async (shop: Shop) => {
  const reply = await sellerCall(t, shop, { method: 'GET', url: '/checkout-recovery', token: shop.token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as {
    settings: { delay_hours: number; discount_code: string | null };
    reminders_sent: number;
    recovered_orders: number;
    recovered_revenue: number;
  };
};

describe('the checkout reminder', () => {
  it('is sent once, after the default 10 hours and not before, with the cart, its link and an unsubscribe link', async () => {
    const shop = await aShop();
    const email = uniqueEmail();
    await unpaidCheckout(shop, email);
    clock.advance(10 * HOUR - MINUTE);
    expect(await runJobs()).toBe(0);
    expect(await remindersTo(email)).toHaveLength(0);

    clock.advance(MINUTE);
    expect(await runJobs()).toBe(1);
    const [mail] = await remindersTo(email);
    expect(mail!.text).toContain('2 × Lamp — $50.00');
    expect(mail!.text).toContain(`http://${shop.host}/cart/recover/`);
    expect(mail!.text).toContain(`http://${shop.host}/reminders/unsubscribe/`);
    expect(mail!.text).not.toContain('Use the code');
    expect(mail!.html).toContain('Return to your cart');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<http://${shop.host}${linksOf(mail!.text).unsubscribe}>`);

    // Never twice: later runs find it claimed.
    clock.advance(HOUR);
    expect(await runJobs()).toBe(0);
    expect(await remindersTo(email)).toHaveLength(1);
    expect((await recoveryFigures(shop)).reminders_sent).toBe(1);
  });

  it("follows the seller's delay and shows the seller's code", async () => {
    const shop = await aShop();
    await insertDiscount(t, shop.store.id, { code: 'COMEBACK-10' });
    const saved = await setRecovery(shop, { delay_hours: 1, discount_code: ' comeback-10 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ delay_hours: 1, discount_code: 'COMEBACK-10' });
    const email = uniqueEmail();
    await unpaidCheckout(shop, email);
    clock.advance(59 * MINUTE);
    expect(await runJobs()).toBe(0);
    clock.advance(MINUTE);
    expect(await runJobs()).toBe(1);
    const [mail] = await remindersTo(email);
    expect(mail!.text).toContain('Use the code COMEBACK-10 at checkout.');
    expect(mail!.html).toContain('COMEBACK-10');
  });

  it('is not sent once the order, or a later order of the same cart, is paid', async () => {
    const shop = await aShop();
    const paidEmail = uniqueEmail();
    const { shopper, reference } = await unpaidCheckout(shop, paidEmail);
    const { location } = await payAtSandbox(t, reference);
    expect((await shopper.get(`${location.pathname}${location.search}`)).statusCode).toBe(303);

    // Another cart: its first checkout lapses, the buyer checks the same cart out again and pays.
    const laterEmail = uniqueEmail();
    const first = await unpaidCheckout(shop, laterEmail);
    clock.advance(20 * MINUTE);
    await runJobs();
    const again = await first.shopper.checkout({ email: laterEmail });
    const paid = await payAtSandbox(t, referenceOf(again.headers.location as string));
    expect((await first.shopper.get(`${paid.location.pathname}${paid.location.search}`)).statusCode).toBe(303);

    clock.advance(DAY);
    expect(await runJobs()).toBe(0);
    expect(await remindersTo(paidEmail)).toHaveLength(0);
    expect(await remindersTo(laterEmail)).toHaveLength(0);
  });

  it('stops for an e-mail that unsubscribed; the page asks first, the POST (one-click too) records it', async () => {
    const shop = await aShop();
    const email = uniqueEmail();
    await unpaidCheckout(shop, email);
    clock.advance(10 * HOUR);
    expect(await runJobs()).toBe(1);
    const { unsubscribe } = linksOf((await remindersTo(email))[0]!.text);
    const browser = new Shopper(t, shop.store.domain);
    const page = await browser.get(unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop cart reminders?');
    expect(
      await db().select().from(storeReminderOptOuts).where(eq(storeReminderOptOuts.storeId, shop.store.id)),
    ).toHaveLength(0);
    // A mail client's RFC 8058 POST carries no Origin of the store.
    const done = await t.app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { host: shop.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('no more cart reminders');
    const optOuts = await db()
      .select()
      .from(storeReminderOptOuts)
      .where(eq(storeReminderOptOuts.storeId, shop.store.id));
    expect(optOuts.map((row) => row.email)).toEqual([email]);

    // A week later the same buyer (in capitals) checks out again and does not pay: no reminder. Another buyer does get one.
    clock.advance(8 * DAY);
    await unpaidCheckout(shop, email.toUpperCase());
    const other = uniqueEmail();
    await unpaidCheckout(shop, other);
    clock.advance(10 * HOUR);
    expect(await runJobs()).toBe(1);
    expect(await remindersTo(email.toUpperCase())).toHaveLength(0);
    expect(await remindersTo(other)).toHaveLength(1);
  });

  it("an unsubscribe link that is not one of this store's is a clear 404 page", async () => {
    const shop = await aShop();
    const browser = new Shopper(t, shop.store.domain);
    for (const path of [`/reminders/unsubscribe/${'a'.repeat(43)}`, '/reminders/unsubscribe/short']) {
      const reply = await browser.get(path);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toContain('This link is not valid');
    }
  });
});

describe("the reminder's link back to the cart", () => {
  async function remindedShop() {
    const shop = await aShop();
    const email = uniqueEmail();
    const checkout = await unpaidCheckout(shop, email);
    clock.advance(10 * HOUR);
    expect(await runJobs()).toBe(1);
    return { shop, email, ...checkout, links: linksOf((await remindersTo(email))[0]!.text) };
  }

  it('reopens the same cart in another browser, and an order paid from it counts as recovered', async () => {
    const { shop, email, links, reference } = await remindedShop();
    const [order] = await db().select().from(storeOrders).where(eq(storeOrders.paymentReference, reference));
    const phone = new Shopper(t, shop.store.domain);
    const opened = await phone.get(links.recover);
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toBe('/cart');
    expect(String(opened.headers['set-cookie'])).toMatch(/^cart=[A-Za-z0-9_-]+; Path=\/; .*HttpOnly; SameSite=Lax/);
    const cart = await phone.get('/cart');
    expect(cart.body).toContain('Lamp');
    expect(cart.body).toContain('value="2"');
    // The same cart, not a copy: the cookie now finds the cart the order was made from.
    const [reminder] = await db()
      .select()
      .from(storeCheckoutReminders)
      .where(eq(storeCheckoutReminders.orderId, order!.id));
    expect(reminder!.cartId).toBe(order!.cartId);

    const again = await phone.checkout({ email });
    expect(again.statusCode, again.body).toBe(303);
    const newReference = referenceOf(again.headers.location as string);
    const paid = await payAtSandbox(t, newReference);
    expect((await phone.get(`${paid.location.pathname}${paid.location.search}`)).statusCode).toBe(303);
    const [newOrder] = await db().select().from(storeOrders).where(eq(storeOrders.paymentReference, newReference));
    expect(newOrder!.status).toBe('paid');
    const [marked] = await db()
      .select()
      .from(storeCheckoutReminders)
      .where(eq(storeCheckoutReminders.id, reminder!.id));
    expect(marked!.recoveredOrderId).toBe(newOrder!.id);
    expect(await recoveryFigures(shop)).toMatchObject({
      reminders_sent: 1,
      recovered_orders: 1,
      recovered_revenue: newOrder!.total,
    });
    expect(newOrder!.total).toBe(5000);
  });

  it('rebuilds a purged cart from the order lines', async () => {
    const { shop, links, reference } = await remindedShop();
    const [order] = await db().select().from(storeOrders).where(eq(storeOrders.paymentReference, reference));
    await db().delete(storeCarts).where(eq(storeCarts.id, order!.cartId!));
    const browser = new Shopper(t, shop.store.domain);
    expect((await browser.get(links.recover)).statusCode).toBe(303);
    const cart = await browser.get('/cart');
    expect(cart.body).toContain('Lamp');
    expect(cart.body).toContain('value="2"');
    // A second click in the same browser keeps its cart.
    const again = await browser.get(links.recover);
    expect(again.statusCode).toBe(303);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers a made-up, malformed, foreign or expired token with a clear page, not an error', async () => {
    const { shop, links } = await remindedShop();
    const browser = new Shopper(t, shop.store.domain);
    for (const path of [`/cart/recover/${'A'.repeat(43)}`, '/cart/recover/not-a-token', '/cart/recover/%00']) {
      const reply = await browser.get(path);
      expect(reply.statusCode, path).toBeLessThan(500);
      expect([400, 404], path).toContain(reply.statusCode);
    }
    const unknown = await browser.get(`/cart/recover/${'A'.repeat(43)}`);
    expect(unknown.body).toContain('This link does not open a cart');
    expect(unknown.headers['set-cookie']).toBeUndefined();

    const elsewhere = await aShop();
    const foreign = await new Shopper(t, elsewhere.store.domain).get(links.recover);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('This link does not open a cart');

    clock.advance(7 * DAY);
    const expired = await browser.get(links.recover);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect(expired.headers['set-cookie']).toBeUndefined();
  });
});

describe('the reminder settings', () => {
  it('refuse a delay other than 1, 6, 10 or 24 hours and a code that is not one of the store, and change nothing', async () => {
    const shop = await aShop();
    await insertDiscount(t, (await aShop()).store.id, { code: 'THEIRS10' });
    for (const [body, field] of [
      [{ delay_hours: 5, discount_code: null }, 'delay_hours'],
      [{ delay_hours: 0, discount_code: null }, 'delay_hours'],
      [{ delay_hours: 10.5, discount_code: null }, 'delay_hours'],
      [{ delay_hours: 10, discount_code: 'TEN OFF' }, 'discount_code'],
      [{ delay_hours: 10, discount_code: '<b>x</b>' }, 'discount_code'],
      [{ delay_hours: 10, discount_code: 'X'.repeat(41) }, 'discount_code'],
      // Not a code of this store: another store's is as unknown as a made-up one.
      [{ delay_hours: 10, discount_code: 'NOSUCHCODE' }, 'discount_code'],
      [{ delay_hours: 10, discount_code: 'THEIRS10' }, 'discount_code'],
    ] as const) {
      const reply = await setRecovery(shop, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.json()), JSON.stringify(body)).toContain(field);
    }
    expect((await recoveryFigures(shop)).settings).toEqual({ delay_hours: 10, discount_code: null });
    expect((await setRecovery(shop, { delay_hours: 24, discount_code: '' })).json().data).toEqual({
      delay_hours: 24,
      discount_code: null,
    });
  });

  it("are the seller's own: another store's seller sees and changes only their own", async () => {
    const mine = await aShop();
    const theirs = await aShop();
    // A seller's token is bound to its store: on another store's origin it is no one's.
    const crossed = await sellerCall(t, mine, {
      method: 'PUT',
      url: '/checkout-recovery',
      token: theirs.token,
      body: { delay_hours: 1, discount_code: null },
    });
    expect(crossed.statusCode).toBe(404);
    expect((await recoveryFigures(mine)).settings.delay_hours).toBe(10);
    const anonymous = await sellerCall(t, mine, { method: 'GET', url: '/checkout-recovery' });
    expect(anonymous.statusCode).toBe(401);
  });
});
