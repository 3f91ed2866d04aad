import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox, sandboxCharges, storeOrders } from '../src/db/schema/index.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { sellerCall, signedInStore } from './support/seller-fixtures.js';
import {
  BUYER,
  insertProduct,
  orderByReference,
  referenceOf,
  Shopper,
  STORES_URL,
  variantById,
} from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL } });
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
type Shop = Awaited<ReturnType<typeof signedInStore>>;

async function seller(shop: Shop, method: 'PUT' | 'POST', url: string, body: unknown) {
  const reply = await sellerCall(t, shop, { method, url, token: shop.token, body });
  expect(reply.statusCode, reply.body).toBe(200);
}

/** A GBP store whose prices include 20% VAT, shipping taxed, shipping to the UK only (Standard free from £50). */
async function ukStore() {
  const shop = await signedInStore(t);
  await sellerCall(t, shop, {
    method: 'PUT',
    url: '/settings',
    token: shop.token,
    body: { name: 'UK Shop', currency: 'GBP', shipping_rate: 0, colors: { primary: '#111111', accent: '#222222' } },
  });
  await seller(shop, 'PUT', '/tax-shipping/tax', {
    prices_include_tax: true,
    tax_name: 'VAT',
    tax_shipping: true,
    rates: [{ country: 'GB', rate: '20' }],
  });
  await seller(shop, 'POST', '/tax-shipping/zones', {
    name: 'United Kingdom',
    countries: ['GB'],
    rates: [
      { name: 'Standard', amount: 399, free_above: 5000 },
      { name: 'Express', amount: 999 },
    ],
  });
  const { variants } = await insertProduct(t, shop.store.id, {
    name: 'Teapot',
    variants: [{ price: 1200, stock: 10 }],
  });
  return { shop, variant: variants[0]! };
}

/** A USD store adding 8.875% (and 7.25% in CA) on top of its prices, flat $5 shipping to every country. */
async function usStore() {
  const shop = await signedInStore(t);
  await sellerCall(t, shop, {
    method: 'PUT',
    url: '/settings',
    token: shop.token,
    body: { name: 'US Shop', currency: 'USD', shipping_rate: 500, colors: { primary: '#111111', accent: '#222222' } },
  });
  await seller(shop, 'PUT', '/tax-shipping/tax', {
    prices_include_tax: false,
    tax_name: 'Sales tax',
    tax_shipping: false,
    rates: [
      { country: 'US', rate: '8.875' },
      { country: 'US', region: 'CA', rate: '7.25' },
    ],
  });
  const { variants } = await insertProduct(t, shop.store.id, { name: 'Mug', variants: [{ price: 1000, stock: 10 }] });
  return { shop, variant: variants[0]! };
}

const ordersOf = (storeId: number) => db().select().from(storeOrders).where(eq(storeOrders.storeId, storeId));
const chargeOf = async (reference: string) =>
  (await db().select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference)))[0]!;

describe('tax and shipping at checkout, through HTTP', () => {
  it('a UK store with prices including 20% VAT: the total is the prices, the receipt and e-mail say "Including VAT"', async () => {
    const { shop, variant } = await ukStore();
    const shopper = new Shopper(t, shop.store.domain);
    await shopper.add(variant.uuid, 2);
    expect((await shopper.get('/cart')).body).toContain('Shipping and tax calculated at checkout');

    // Only the zone's countries are offered; the totals wait for one.
    const blank = await shopper.get('/checkout');
    expect(blank.body).toContain('<option value="GB">United Kingdom</option>');
    expect(blank.body).not.toContain('value="FR"');
    expect(blank.body).toContain('Shipping and tax are calculated once you choose a country.');
    expect(blank.body).not.toMatch(/<script/i);

    // Priced for the UK: the cheapest rate, VAT included on the lines and the shipping.
    const priced = await shopper.get('/checkout?country=GB');
    expect(priced.body).toContain('<option value="GB" selected>United Kingdom</option>');
    expect(priced.body).toMatch(/name="shipping" value="Standard" checked><label for="shipping-0">Standard — £3.99/);
    expect(priced.body).toContain('Express — £9.99');
    // 2400 includes 400 of VAT; 399 of shipping includes 399 − round(399 ÷ 1.2) = 66.
    expect(priced.body).toContain('Including VAT</small><small>£4.66');
    expect(priced.body).toContain('Pay £27.99');

    const reply = await shopper.checkout({ country: 'GB', shipping: 'Express', quote: '3399' });
    expect(reply.statusCode, reply.body).toBe(303);
    const reference = referenceOf(reply.headers.location as string);
    const order = await orderByReference(t, reference);
    // 999 of shipping includes 999 − round(832.5) = 166 of VAT.
    expect(order).toMatchObject({
      subtotal: 2400,
      shipping: 999,
      tax: 566,
      shippingTax: 166,
      taxIncluded: true,
      taxName: 'VAT',
      total: 3399,
      shippingMethod: 'Express',
      currency: 'GBP',
    });
    expect(order.shippingAddress).toMatchObject({ country: 'GB' });

    await payAtSandbox(t, reference);
    expect(await chargeOf(reference)).toMatchObject({ amount: 3399, currency: 'GBP', status: 'successful' });
    const back = await shopper.get(
      `/checkout/return?status=successful&tx_ref=${reference}&transaction_id=${(await chargeOf(reference)).id}`,
    );
    expect(back.statusCode, back.body).toBe(303);
    const receipt = await shopper.get(back.headers.location as string);
    expect(receipt.body).toContain('Thank you for your order!');
    expect(receipt.body).toContain('<strong>Total</strong><strong>£33.99</strong>');
    expect(receipt.body).toContain('Including VAT</small><small>£5.66');
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, BUYER.email));
    const confirmation = mails.find(
      (mail) => mail.subject.includes(`#${order.number} confirmed`) && mail.text.includes('£33.99'),
    );
    expect(confirmation?.text).toContain('Including VAT: £5.66');
    expect(confirmation?.text).toContain('United Kingdom');
  });

  it('a US store adds 8.875% on top (7.25% in CA); the sandbox is asked for the total', async () => {
    const { shop, variant } = await usStore();
    const shopper = new Shopper(t, shop.store.domain);
    await shopper.add(variant.uuid, 3);
    const page = await shopper.get('/checkout?country=US');
    // A region list, since the seller taxes CA apart; every country is offered (no zones: flat rate).
    expect(page.body).toContain('<option value="CA">CA</option>');
    expect(page.body).toContain('<option value="FR">France</option>');
    // 3000 × 8.875% = 266.25 → 266, added; shipping (not taxed) stays $5.
    expect(page.body).toContain('<span>Sales tax</span><span>$2.66</span>');
    expect(page.body).toContain('Pay $37.66');

    const reply = await shopper.checkout({ country: 'US', region: 'CA', quote: '3718' });
    expect(reply.statusCode, reply.body).toBe(303);
    const reference = referenceOf(reply.headers.location as string);
    // 3000 × 7.25% = 217.5 → 218, rounded half up.
    expect(await orderByReference(t, reference)).toMatchObject({
      subtotal: 3000,
      shipping: 500,
      tax: 218,
      taxIncluded: false,
      taxName: 'Sales tax',
      total: 3718,
      shippingMethod: null,
      shippingAddress: expect.objectContaining({ country: 'US', region: 'CA' }),
    });
    await payAtSandbox(t, reference);
    expect(await chargeOf(reference)).toMatchObject({ amount: 3718, currency: 'USD' });
  });

  it('refuses a country no zone covers, a made-up code, a region not offered and a stale total, holding nothing', async () => {
    const { shop, variant } = await ukStore();
    const shopper = new Shopper(t, shop.store.domain);
    await shopper.add(variant.uuid, 1);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ country: 'FR' }, 400, 'Sorry, this store does not ship to France.'],
      [{ country: 'ZZ' }, 400, 'Choose your country from the list.'],
      [{ country: 'GBR' }, 400, 'Choose your country from the list.'],
      [{ country: '' }, 400, 'Choose the country your order ships to.'],
      [{ country: 'GB', shipping: 'Overnight' }, 400, 'Choose one of the shipping rates for United Kingdom'],
      [{ country: 'GB', quote: '1' }, 409, 'The total for your choices is now £15.99.'],
    ];
    for (const [extra, status, message] of cases) {
      const reply = await shopper.checkout(extra);
      expect(reply.statusCode, JSON.stringify(extra)).toBe(status);
      expect(reply.body).toContain(message);
      // The form is kept.
      expect(reply.body).toContain(`value="${BUYER.email}"`);
    }
    expect(await ordersOf(shop.store.id)).toEqual([]);
    expect(await variantById(t, variant.id)).toMatchObject({ held: 0 });

    const us = await usStore();
    const buyer = new Shopper(t, us.shop.store.domain);
    await buyer.add(us.variant.uuid, 1);
    const region = await buyer.checkout({ country: 'US', region: 'TX' });
    expect(region.statusCode).toBe(400);
    expect(region.body).toContain('Choose your state or region in United States from the list.');
    expect(await ordersOf(us.shop.store.id)).toEqual([]);
  });

  it('ships free once the subtotal reaches the rate\'s threshold, and "Update totals" re-prices the kept form', async () => {
    const { shop, variant } = await ukStore();
    const shopper = new Shopper(t, shop.store.domain);
    await shopper.add(variant.uuid, 4); // 4800: under £50
    const under = await shopper.post('/checkout', { ...BUYER, country: 'GB', intent: 'update' });
    expect(under.statusCode).toBe(200);
    expect(under.body).toContain('Standard — £3.99');
    expect(under.body).toContain(`value="${BUYER.line1}"`);
    await shopper.add(variant.uuid, 1); // 6000
    const over = await shopper.post('/checkout', { ...BUYER, country: 'GB', intent: 'update' });
    expect(over.body).toContain('Standard — Free');
    expect(over.body).toContain('Pay £60.00');
    const reply = await shopper.checkout({ country: 'GB', quote: '6000' });
    expect(reply.statusCode, reply.body).toBe(303);
    expect(await orderByReference(t, referenceOf(reply.headers.location as string))).toMatchObject({
      shipping: 0,
      shippingMethod: 'Standard',
      total: 6000,
      tax: 1000,
    });
  });

  it('a store with neither zones nor rates keeps its flat rate for every country and says nothing at the cart', async () => {
    const shop = await signedInStore(t);
    const { variants } = await insertProduct(t, shop.store.id, { variants: [{ price: 700, stock: 5 }] });
    const shopper = new Shopper(t, shop.store.domain);
    await shopper.add(variants[0]!.uuid, 1);
    expect((await shopper.get('/cart')).body).not.toContain('calculated at checkout');
    const page = await shopper.get('/checkout');
    expect(page.body).toContain('<option value="ZW">Zimbabwe</option>');
    expect(page.body).not.toContain('Update totals');
  });
});
