import { STORE_RULES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  mailOutbox,
  sandboxCharges,
  storeDiscountRedemptions,
  storeDiscounts,
  storeOrderLines,
  storeOrders,
  storeProducts,
} from '../src/db/schema/index.js';
import { expirePendingOrders } from '../src/modules/stores/orders.js';
import { changeOrderStatus } from '../src/modules/stores/seller-order-status.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { insertDiscount } from './support/discount-fixtures.js';
import {
  BUYER,
  insertProduct,
  insertStore,
  orderByReference,
  referenceOf,
  Shopper,
  STORES_URL,
  storeProject,
  type StoreRow,
} from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL } });
  ({ projectId } = await storeProject(t));
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const ordersOf = (storeId: number) => db().select().from(storeOrders).where(eq(storeOrders.storeId, storeId));
const usesOf = (discountId: number) =>
  db().select().from(storeDiscountRedemptions).where(eq(storeDiscountRedemptions.discountId, discountId));

/** A store (shipping $5.00) with one product at `price` and plenty of stock. */
async function shopWith(price = 2500, overrides: Partial<StoreRow> = {}) {
  const store = await insertStore(t, projectId, overrides);
  const { product, variants } = await insertProduct(t, store.id, { name: 'Lamp', variants: [{ price, stock: 50 }] });
  return { store, product, variantUuid: variants[0]!.uuid };
}

/** A shopper with `quantity` of the variant in the cart who typed `code` on the cart page. */
async function shopperWithCode(store: StoreRow, variantUuid: string, code: string, quantity = 1) {
  const shopper = new Shopper(t, store.domain);
  await shopper.add(variantUuid, quantity);
  const reply = await shopper.post('/cart/discount', { code });
  return { shopper, reply };
}

const checkedOut = async (shopper: Shopper, buyer: Record<string, string> = {}) => {
  const reply = await shopper.checkout(buyer);
  expect(reply.statusCode, reply.body).toBe(303);
  return orderByReference(t, referenceOf(reply.headers.location as string));
};

describe('discount codes on the storefront, through HTTP', () => {
  it('shows the discount on the cart and checkout, charges it, asks the sandbox for it, e-mails it', async () => {
    const { store, variantUuid } = await shopWith(2500);
    const discount = await insertDiscount(t, store.id, { code: 'SAVE10', percent: 10 });
    const { shopper, reply } = await shopperWithCode(store, variantUuid, ' save10 ', 2);
    expect(reply.statusCode, reply.body).toBe(303);
    expect(reply.headers.location).toBe('/cart');

    const cart = await shopper.get('/cart');
    expect(cart.body).toContain('Code <strong>SAVE10</strong> applied.');
    expect(cart.body).toContain('<span>Subtotal</span><span>$50.00</span>');
    expect(cart.body).toContain('<span>Discount (SAVE10)</span><span>-$5.00</span>');
    // A store without zones or tax charges one flat rate everywhere: nothing waits for the country.
    expect(cart.body).not.toContain('calculated at checkout');
    expect(cart.body).not.toContain('<script');

    const page = await shopper.get('/checkout');
    expect(page.body).toContain('<span>Discount (SAVE10)</span><span>-$5.00</span>');
    expect(page.body).toContain('Pay $50.00');

    const order = await checkedOut(shopper);
    expect(order).toMatchObject({ subtotal: 5000, shipping: 500, discount: 500, discountCode: 'SAVE10', total: 5000 });
    const lines = await db().select().from(storeOrderLines).where(eq(storeOrderLines.orderId, order.id));
    expect(lines.map((line) => line.discount)).toEqual([500]);
    expect(await usesOf(discount.id)).toEqual([expect.objectContaining({ orderId: order.id, email: BUYER.email })]);

    // The sandbox is asked for the discounted total, and its ledger charges exactly that.
    const sandbox = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${order.paymentReference}` });
    expect(sandbox.body).toContain('$50.00');
    const { location } = await payAtSandbox(t, order.paymentReference);
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, order.paymentReference));
    expect(charges).toEqual([expect.objectContaining({ amount: 5000, currency: 'USD', status: 'successful' })]);
    const back = await shopper.get(`${location.pathname}${location.search}`);
    expect(back.statusCode).toBe(303);
    const receipt = await shopper.get(back.headers.location as string);
    expect(receipt.body).toContain('<span>Discount (SAVE10)</span><span>-$5.00</span>');
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, BUYER.email), eq(mailOutbox.subject, `Corner Shop: order #${order.number} confirmed`)),
      );
    expect(mail!.text).toContain('Discount (SAVE10)');
    expect(mail!.html).toContain('Discount (SAVE10)');
    // Paid, the use stays counted; the emptied cart starts again without the code.
    expect(await usesOf(discount.id)).toHaveLength(1);
    expect((await shopper.get('/cart')).body).not.toContain('SAVE10');
  });

  it('a code limited to products that were all deleted applies to nothing, never to everything', async () => {
    const store = await insertStore(t, projectId);
    const kept = await insertProduct(t, store.id, { name: 'Kept', variants: [{ price: 1000, stock: 5 }] });
    const gone = await insertProduct(t, store.id, { name: 'Gone', variants: [{ price: 1000, stock: 5 }] });
    await insertDiscount(t, store.id, { code: 'GONEONLY', productIds: [gone.product.id] });
    await db().delete(storeProducts).where(eq(storeProducts.id, gone.product.id));
    const { reply } = await shopperWithCode(store, kept.variants[0]!.uuid, 'GONEONLY');
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toContain('The code GONEONLY applies to none of the items in your cart.');
  });

  it('limits a fixed code to its products, never more than they cost; free shipping takes the shipping off', async () => {
    const store = await insertStore(t, projectId);
    const cheap = await insertProduct(t, store.id, { name: 'Pen', variants: [{ price: 600, stock: 9 }] });
    const other = await insertProduct(t, store.id, { name: 'Book', variants: [{ price: 3000, stock: 9 }] });
    await insertDiscount(t, store.id, {
      code: 'PENS',
      kind: 'fixed',
      percent: null,
      amount: 1000,
      productIds: [cheap.product.id],
    });
    await insertDiscount(t, store.id, { code: 'SHIPFREE', kind: 'free-shipping', percent: null });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(cheap.variants[0]!.uuid);
    await shopper.add(other.variants[0]!.uuid);
    expect((await shopper.post('/cart/discount', { code: 'pens' })).statusCode).toBe(303);
    expect((await shopper.get('/cart')).body).toContain('<span>Discount (PENS)</span><span>-$6.00</span>');
    const pens = await checkedOut(shopper);
    expect(pens).toMatchObject({ subtotal: 3600, discount: 600, total: 3600 + 500 - 600 });

    const second = new Shopper(t, store.domain);
    await second.add(other.variants[0]!.uuid);
    expect((await second.post('/cart/discount', { code: 'SHIPFREE' })).statusCode).toBe(303);
    expect((await second.get('/cart')).body).toContain('Free shipping (SHIPFREE)');
    const free = await checkedOut(second);
    expect(free).toMatchObject({ subtotal: 3000, shipping: 500, shippingDiscount: 500, discount: 500, total: 3000 });
  });

  it('says plainly why a code does not apply, and keeps none of them on the cart', async () => {
    const { store, variantUuid } = await shopWith(1000);
    const elsewhere = await insertProduct(t, store.id, { name: 'Vase', variants: [{ price: 100, stock: 5 }] });
    const day = 24 * 60 * 60_000;
    await insertDiscount(t, store.id, { code: 'OLD', endsAt: new Date(Date.now() - day) });
    await insertDiscount(t, store.id, { code: 'SOON', startsAt: new Date(Date.now() + 2 * day) });
    await insertDiscount(t, store.id, { code: 'BIGSPEND', minimumSubtotal: 5000 });
    await insertDiscount(t, store.id, { code: 'OFF', active: false });
    await insertDiscount(t, store.id, { code: 'VASES', productIds: [elsewhere.product.id] });
    const gone = await insertDiscount(t, store.id, { code: 'GONE', usageLimit: 1 });
    const first = await shopperWithCode(store, variantUuid, 'GONE');
    expect(first.reply.statusCode).toBe(303);
    await checkedOut(first.shopper);
    expect(await usesOf(gone.id)).toHaveLength(1);

    const cases: Array<[string, RegExp]> = [
      ['NOPE', /We don’t know the code NOPE\. Check it and try again\./],
      ['x', /We don’t know the code X\./],
      ['OLD', /The code OLD expired on \d{1,2} \w+ \d{4}\./],
      ['SOON', /The code SOON can be used from \d{1,2} \w+ \d{4}\./],
      ['BIGSPEND', /The code BIGSPEND needs a subtotal of at least \$50\.00\./],
      ['OFF', /The code OFF is no longer available\./],
      ['VASES', /The code VASES applies to none of the items in your cart\./],
      ['GONE', /The code GONE has been used as many times as it can be\./],
    ];
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variantUuid);
    for (const [code, why] of cases) {
      const reply = await shopper.post('/cart/discount', { code });
      expect(reply.statusCode, code).toBe(422);
      expect(reply.body, code).toMatch(why);
      expect(reply.body).toContain('aria-invalid="true"');
      expect(reply.body).not.toContain('<span>Discount');
    }
    expect((await shopper.post('/cart/discount', { code: '' })).body).toContain('Enter a discount code.');
    const cart = await shopper.get('/cart');
    expect(cart.body).not.toContain('applied.');
    expect((await checkedOut(shopper)).discountCode).toBeNull();
  });

  it('checks the per-customer limit at checkout: the page says so, keeps the form, makes no order', async () => {
    const { store, variantUuid } = await shopWith(1000);
    await insertDiscount(t, store.id, { code: 'ONCE', perCustomerLimit: 1 });
    const first = await shopperWithCode(store, variantUuid, 'ONCE');
    await checkedOut(first.shopper);

    const again = await shopperWithCode(store, variantUuid, 'ONCE');
    expect(again.reply.statusCode).toBe(303); // the e-mail is not known on the cart
    const ordersBefore = await ordersOf(store.id);
    const refused = await again.shopper.checkout({ email: BUYER.email.toUpperCase(), name: 'Bea Again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('You have already used the code ONCE.');
    expect(refused.body).toContain('You were not charged');
    expect(refused.body).toContain('value="Bea Again"');
    expect(await ordersOf(store.id)).toHaveLength(ordersBefore.length);
    // Another buyer may use it.
    const other = await checkedOut(again.shopper, { email: 'someone.else@example.com' });
    expect(other.discountCode).toBe('ONCE');
  });

  it('gives a use back when the unpaid order expires, and when the seller cancels it', async () => {
    const { store, variantUuid } = await shopWith(1000);
    const discount = await insertDiscount(t, store.id, { code: 'SINGLE', usageLimit: 1 });
    const first = await shopperWithCode(store, variantUuid, 'SINGLE');
    const pending = await checkedOut(first.shopper);
    expect(await usesOf(discount.id)).toHaveLength(1);
    const waiting = await shopperWithCode(store, variantUuid, 'SINGLE');
    expect(waiting.reply.statusCode).toBe(422);

    const later = new Date(Date.now() + (STORE_RULES.checkoutHoldMinutes + 1) * 60_000);
    await expirePendingOrders(t.runtime.ctx, later);
    expect((await orderByReference(t, pending.paymentReference)).status).toBe('expired');
    expect(await usesOf(discount.id)).toEqual([]);
    expect((await waiting.shopper.post('/cart/discount', { code: 'SINGLE' })).statusCode).toBe(303);
    const second = await checkedOut(waiting.shopper);
    expect(second.discountCode).toBe('SINGLE');

    await changeOrderStatus(t.runtime.ctx, store, second.uuid, 'cancelled');
    expect(await usesOf(discount.id)).toEqual([]);
  });

  it('a retried checkout reuses the pending order only with the same code; another code releases it', async () => {
    const { store, variantUuid } = await shopWith(1000);
    const discount = await insertDiscount(t, store.id, { code: 'RETRY' });
    const { shopper } = await shopperWithCode(store, variantUuid, 'RETRY');
    const first = await checkedOut(shopper);
    expect((await checkedOut(shopper)).id).toBe(first.id);
    expect(await usesOf(discount.id)).toHaveLength(1);
    expect((await shopper.post('/cart/discount/remove', {})).statusCode).toBe(303);
    expect((await shopper.get('/cart')).body).not.toContain('RETRY');
    const plain = await checkedOut(shopper);
    expect(plain.id).not.toBe(first.id);
    expect(plain).toMatchObject({ discount: 0, discountCode: null, total: 1500 });
    expect((await orderByReference(t, first.paymentReference)).status).toBe('expired');
    expect(await usesOf(discount.id)).toEqual([]);
  });

  it('a kept code that stops applying is said on the cart and refused at checkout, nothing charged', async () => {
    const { store, variantUuid } = await shopWith(1000);
    const discount = await insertDiscount(t, store.id, { code: 'BRIEF' });
    const { shopper } = await shopperWithCode(store, variantUuid, 'BRIEF');
    await db().update(storeDiscounts).set({ active: false }).where(eq(storeDiscounts.id, discount.id));
    const cart = await shopper.get('/cart');
    expect(cart.body).toContain('The code BRIEF is no longer available.');
    expect(cart.body).not.toContain('<span>Discount');
    expect((await shopper.get('/checkout')).body).toContain('The code BRIEF is no longer available.');
    const refused = await shopper.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('The code BRIEF is no longer available.');
    expect(await ordersOf(store.id)).toEqual([]);
  });
});
