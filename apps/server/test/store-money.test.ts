import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { CheckoutRequest } from '../src/adapters/payments/payment-provider.js';
import { mailOutbox, storeFees } from '../src/db/schema/index.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { startFakeFlutterwave } from './support/fake-flutterwave.js';
import { insertSellerStore, sellerCall, sellerToken } from './support/seller-fixtures.js';
import { BUYER, insertProduct, orderByReference, referenceOf, Shopper, STORES_URL } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 30 § 1: one price of 1250 minor units in three currencies, followed through every place it
 * appears: the storefront's pages, the payment provider, the order e-mails, the platform's fee and the
 * seller admin's API. JPY has no minor digits, USD two, KWD three.
 */
const CURRENCIES = [
  { currency: 'JPY', shown: '¥1,250', sentToProvider: 1250, fee: 19 },
  { currency: 'USD', shown: '$12.50', sentToProvider: 12.5, fee: 19 },
  { currency: 'KWD', shown: 'KWD\u00a01.250', sentToProvider: 1.25, fee: 19 },
] as const;
const PRICE = 1250;

async function storeSelling(t: TestApp, currency: string) {
  const shop = await insertSellerStore(t, { currency, shippingRate: 0, name: 'Money Shop' });
  const { product, variants } = await insertProduct(t, shop.store.id, {
    name: 'Teapot',
    variants: [{ price: PRICE, stock: 5 }],
  });
  return { shop, product, variant: variants[0]!, token: await sellerToken(t, shop) };
}

async function mailsTo(t: TestApp, to: string) {
  return t.runtime.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe('with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STORES_URL } });
  });
  afterAll(() => t.close());

  it.each(CURRENCIES)('$currency: 1250 minor units read $shown everywhere', async (money) => {
    const { shop, product, variant, token } = await storeSelling(t, money.currency);
    const shopper = new Shopper(t, shop.store.domain);

    const home = await shopper.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(money.shown);
    const page = await shopper.get(`/products/${product.slug}`);
    expect(page.body).toContain(money.shown);
    await shopper.add(variant.uuid, 1);
    const cart = await shopper.get('/cart');
    expect(cart.body).toContain(money.shown);
    expect(cart.body).not.toMatch(/[¥$]13\b|\$0\.01|1\.25\b(?!0)/);

    // The provider is asked for the order's minor units and currency; the sandbox's page says it plainly.
    const asked = vi.spyOn(t.runtime.ctx.payments, 'createCheckout');
    const checkout = await shopper.checkout();
    expect(checkout.statusCode, checkout.body).toBe(303);
    expect(asked.mock.calls.map(([request]: [CheckoutRequest]) => [request.amount, request.currency])).toEqual([
      [PRICE, money.currency],
    ]);
    asked.mockRestore();
    const reference = referenceOf(checkout.headers.location as string);
    const sandbox = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(sandbox.body).toContain(`Pay ${money.shown}`);

    const { location } = await payAtSandbox(t, reference);
    expect((await shopper.get(`${location.pathname}${location.search}`)).statusCode).toBe(303);
    const order = await orderByReference(t, reference);
    expect(order).toMatchObject({ status: 'paid', total: PRICE, currency: money.currency });
    const receipt = await shopper.get(`/orders/${order.uuid}`);
    expect(receipt.body).toContain(money.shown);

    // 1.5% of 1250 is 18.75 minor units: 19, in every currency.
    const [fee] = await t.runtime.ctx.db.select().from(storeFees).where(eq(storeFees.orderId, order.id));
    expect(fee).toMatchObject({ amount: money.fee, currency: money.currency });

    const [confirmation] = (await mailsTo(t, BUYER.email)).filter((mail) => mail.text.includes(order.uuid));
    expect(confirmation?.text).toContain(`1 × Teapot — ${money.shown}`);
    expect(confirmation?.text).toContain(`Total: ${money.shown}`);
    expect(confirmation?.html).toContain(money.shown);
    const [sellerMail] = await mailsTo(t, shop.email);
    expect(sellerMail?.text).toContain(`Total: ${money.shown}`);
    // The seller's "New order" e-mail opens the order itself in the admin.
    expect(sellerMail?.text).toContain(`/admin/orders/${order.uuid}`);

    // The admin's API speaks minor units with their currency; the admin formats them (web tests).
    const admin = (url: string) => sellerCall(t, shop, { method: 'GET', url, token });
    expect((await admin(`/orders/${order.uuid}`)).json().data).toMatchObject({
      currency: money.currency,
      total: PRICE,
      lines: [{ unit_price: PRICE, quantity: 1 }],
    });
    expect((await admin(`/products/${product.uuid}`)).json().data).toMatchObject({
      currency: money.currency,
      variants: [{ price: PRICE }],
    });
    expect((await admin('/payouts')).json().data.periods).toEqual([
      expect.objectContaining({ currency: money.currency, sold: PRICE, fees: money.fee, owed: PRICE - money.fee }),
    ]);
  });
});

describe('with Flutterwave (a fake speaking its real shapes)', () => {
  const SECRET = 'FLWSECK_TEST-money';
  let t: TestApp;
  let flutterwave: Awaited<ReturnType<typeof startFakeFlutterwave>>;
  beforeAll(async () => {
    flutterwave = await startFakeFlutterwave(SECRET);
    t = await startTestApp({
      env: {
        STORES_URL,
        PAYMENTS_PROVIDER: 'flutterwave',
        FLUTTERWAVE_BASE_URL: flutterwave.baseUrl,
        FLUTTERWAVE_SECRET_KEY: SECRET,
        FLUTTERWAVE_WEBHOOK_HASH: 'money-webhook-hash',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await flutterwave.close();
  });

  it.each(CURRENCIES)(
    '$currency: asks for $sentToProvider in major units, and its verified charge pays the order',
    async (money) => {
      const { shop, variant } = await storeSelling(t, money.currency);
      const shopper = new Shopper(t, shop.store.domain);
      await shopper.add(variant.uuid, 1);
      const checkout = await shopper.checkout();
      expect(checkout.statusCode, checkout.body).toBe(303);
      const reference = referenceOf(checkout.headers.location as string);
      const asked = flutterwave.payments.find((payment) => payment.tx_ref === reference);
      expect(asked).toMatchObject({ amount: money.sentToProvider, currency: money.currency });

      // Flutterwave reports the charge in major units too; it pays exactly this order's minor units.
      const transactionId = flutterwave.pay(reference);
      const query = new URLSearchParams({
        status: 'successful',
        tx_ref: reference,
        transaction_id: String(transactionId),
      });
      expect((await shopper.get(`/checkout/return?${query}`)).statusCode).toBe(303);
      expect(await orderByReference(t, reference)).toMatchObject({ status: 'paid', total: PRICE });
    },
  );
});
