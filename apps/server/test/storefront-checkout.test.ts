import { STORE_RULES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox, storeFees, storeOrderLines, storeOrders, storeVariants } from '../src/db/schema/index.js';
import { startCheckout } from '../src/modules/stores/checkout.js';
import { sendShippingNotice } from '../src/modules/stores/order-emails.js';
import { expirePendingOrders } from '../src/modules/stores/orders.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import {
  BUYER,
  insertProduct,
  insertStore,
  orderByReference,
  referenceOf,
  Shopper,
  STORES_URL,
  variantById,
  storeOriginOf,
  storeProject,
  type StoreRow,
} from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const WEBHOOK_HASH = 'store-webhook-hash';
let t: TestApp;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL, FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH } });
  ({ projectId } = await storeProject(t));
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const ordersOf = (storeId: number) => db().select().from(storeOrders).where(eq(storeOrders.storeId, storeId));
const feesOf = (storeId: number) => db().select().from(storeFees).where(eq(storeFees.storeId, storeId));
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** A shopper with `quantity` of the product's first variant in the cart, checked out: the sandbox reference. */
async function checkedOut(store: StoreRow, variantUuid: string, quantity = 1, extra: Record<string, string> = {}) {
  const shopper = new Shopper(t, store.domain);
  await shopper.add(variantUuid, quantity);
  const reply = await shopper.checkout(extra);
  expect(reply.statusCode, reply.body).toBe(303);
  return { shopper, reference: referenceOf(reply.headers.location as string), link: reply.headers.location as string };
}

/** Pays at the sandbox and follows its redirect back to the storefront, as the browser does. */
async function payAndReturn(shopper: Shopper, reference: string, card = '4242 4242 4242 4242') {
  const { location } = await payAtSandbox(t, reference, card);
  expect(location.origin).toBe(storeOriginOf(shopper.domain));
  expect(location.pathname).toBe('/checkout/return');
  const back = await shopper.get(`${location.pathname}${location.search}`);
  expect(back.statusCode, back.body).toBe(303);
  return {
    back,
    returnPath: `${location.pathname}${location.search}`,
    transactionId: location.searchParams.get('transaction_id')!,
  };
}

describe('checkout with the sandbox payment, through HTTP', () => {
  it('holds stock, pays with 4242, shows the order number; stock, fee, cart and e-mails follow', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { name: 'Lamp', variants: [{ price: 2500, stock: 3 }] });
    const { shopper, reference, link } = await checkedOut(store, variants[0]!.uuid, 2);
    expect(link).toBe(`http://aerie.test/sandbox/checkout/${reference}`);
    // Stock is held while the buyer pays.
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 3, held: 2 });
    const pending = await orderByReference(t, reference);
    expect(pending).toMatchObject({
      status: 'pending',
      number: STORE_RULES.firstOrderNumber,
      subtotal: 5000,
      shipping: 500,
      total: 5500,
      currency: 'USD',
      email: BUYER.email,
    });
    expect(pending.holdExpiresAt.getTime() - pending.createdAt.getTime()).toBeGreaterThan(14 * 60_000);

    // The sandbox page charges the order's amount and may send the form back to the storefront.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$55.00');
    expect(page.body).toContain(`Corner Shop order #${STORE_RULES.firstOrderNumber}`);
    expect(page.headers['content-security-policy']).toContain(storeOriginOf(store.domain));

    const { back } = await payAndReturn(shopper, reference);
    const paid = await orderByReference(t, reference);
    expect(back.headers.location).toBe(`/orders/${paid.uuid}`);
    const thanks = await shopper.get(back.headers.location as string);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(`#${STORE_RULES.firstOrderNumber}`);
    expect(thanks.body).toContain('Thank you for your order!');
    // The receipt: what was bought and the totals rows every place shows.
    const receipt = thanks.body.slice(thanks.body.indexOf('<h2>Receipt</h2>'));
    expect(receipt).toContain('<td>2 × Lamp</td><td>$50.00</td>');
    expect(receipt).toContain('<span>Shipping</span><span>$5.00</span>');
    expect(receipt).toContain('<strong>Total</strong><strong>$55.00</strong>');
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 1, held: 0 });
    expect(await feesOf(store.id)).toEqual([
      expect.objectContaining({ orderId: paid.id, amount: Math.round((5500 * 150) / 10_000), currency: 'USD' }),
    ]);
    expect((await shopper.get('/cart')).body).toContain('Your cart is empty.');
    const buyerMails = (await mailsTo(BUYER.email)).filter((mail) => mail.subject.includes(`#${paid.number}`));
    expect(buyerMails.map((mail) => mail.subject)).toContain(`Corner Shop: order #${paid.number} confirmed`);
    const sellerMails = await mailsTo(store.sellerEmail);
    expect(sellerMails.map((mail) => mail.subject)).toEqual([`New order #${paid.number} on Corner Shop`]);
    expect(sellerMails[0]!.text).toContain('2 × Lamp — $50.00');
  });

  it('numbers orders per store, one after another', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 100, stock: 10 }] });
    const numbers = [];
    for (let index = 0; index < 3; index += 1) {
      numbers.push((await orderByReference(t, (await checkedOut(store, variants[0]!.uuid)).reference)).number);
    }
    expect(numbers).toEqual([1001, 1002, 1003]);
  });

  it('recomputes prices on the server: tampered form values are ignored, a changed price applies', async () => {
    const store = await insertStore(t, projectId, { shippingRate: 0 });
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 1000, stock: 5 }] });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variants[0]!.uuid, 1);
    // The seller raises the price after it was put in the cart: checkout charges today's price.
    await db().update(storeVariants).set({ price: 1200 }).where(eq(storeVariants.id, variants[0]!.id));
    const reply = await shopper.checkout({ price: '1', total: '1', amount: '1', unitPrice: '1', shipping: '0' });
    expect(reply.statusCode).toBe(303);
    const order = await orderByReference(t, referenceOf(reply.headers.location as string));
    expect(order).toMatchObject({ subtotal: 1200, shipping: 0, total: 1200 });
    const [line] = await db().select().from(storeOrderLines).where(eq(storeOrderLines.orderId, order.id));
    expect(line).toMatchObject({ unitPrice: 1200, quantity: 1 });
  });

  it('refuses incomplete buyer details without holding anything', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 1000, stock: 5 }] });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variants[0]!.uuid);
    const reply = await shopper.checkout({ email: 'not-an-email', name: '<b>Me</b>' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Enter a valid e-mail address.');
    expect(reply.body).toContain('value="&lt;b&gt;Me&lt;/b&gt;"');
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ held: 0 });
    expect(await ordersOf(store.id)).toEqual([]);
  });

  it('releases the held stock when the card is declined, and charges nothing', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 1000, stock: 1 }] });
    const { shopper, reference } = await checkedOut(store, variants[0]!.uuid);
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 1, held: 1 });
    const { back } = await payAndReturn(shopper, reference, '4000 0000 0000 0002');
    expect((await orderByReference(t, reference)).status).toBe('expired');
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 1, held: 0 });
    expect(await feesOf(store.id)).toEqual([]);
    const page = await shopper.get(back.headers.location as string);
    expect(page.body).toContain('Payment not completed');
    // The cart is still there to try again, and the item can be bought again.
    expect((await shopper.get('/cart')).body).toContain('Blue Mug');
    const again = await shopper.checkout();
    expect(again.statusCode).toBe(303);
  });

  it('creates one paid order and one fee however often the return and the webhook are replayed', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 999, stock: 4 }] });
    const { shopper, reference } = await checkedOut(store, variants[0]!.uuid, 2);
    const { returnPath, transactionId } = await payAndReturn(shopper, reference);
    for (let replay = 0; replay < 3; replay += 1) {
      expect((await shopper.get(returnPath)).statusCode).toBe(303);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'verif-hash': WEBHOOK_HASH },
        payload: JSON.stringify({ event: 'charge.completed', data: { id: transactionId, tx_ref: reference } }),
      });
      expect(hook.statusCode).toBe(200);
    }
    expect((await ordersOf(store.id)).map((order) => order.status)).toEqual(['paid']);
    expect(await feesOf(store.id)).toHaveLength(1);
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 2, held: 0 });
    expect(await mailsTo(store.sellerEmail)).toHaveLength(1);
  });

  it('never believes the return query: a made-up or foreign charge pays nothing', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 700, stock: 4 }] });
    const first = await checkedOut(store, variants[0]!.uuid);
    const second = await checkedOut(store, variants[0]!.uuid);
    const { transactionId } = await payAtSandbox(t, first.reference);
    const forged = new URLSearchParams({
      status: 'successful',
      tx_ref: second.reference,
      transaction_id: transactionId,
    });
    expect((await second.shopper.get(`/checkout/return?${forged}`)).statusCode).toBe(303);
    const madeUp = new URLSearchParams({ status: 'successful', tx_ref: second.reference, transaction_id: 'sbx_fake' });
    expect((await second.shopper.get(`/checkout/return?${madeUp}`)).statusCode).toBe(303);
    expect((await orderByReference(t, second.reference)).status).toBe('pending');
    // Another store's order is not found from this store.
    const other = await insertStore(t, projectId);
    const elsewhere = new URLSearchParams({ tx_ref: first.reference, transaction_id: transactionId });
    expect((await new Shopper(t, other.domain).get(`/checkout/return?${elsewhere}`)).statusCode).toBe(404);
  });

  it('settles an order from the webhook alone (the browser never came back)', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 700, stock: 4 }] });
    const { reference } = await checkedOut(store, variants[0]!.uuid);
    const { transactionId } = await payAtSandbox(t, reference);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'verif-hash': WEBHOOK_HASH },
      payload: JSON.stringify({ data: { id: transactionId, tx_ref: reference } }),
    });
    expect(hook.json()).toMatchObject({ message: 'Processed.' });
    expect((await orderByReference(t, reference)).status).toBe('paid');
  });

  it('tells the second buyer of the last unit that it sold out, without an order or a charge', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { name: 'Last Vase', variants: [{ price: 5000, stock: 1 }] });
    const winner = await checkedOut(store, variants[0]!.uuid);
    const loser = new Shopper(t, store.domain);
    await loser.add(variants[0]!.uuid);
    const refused = await loser.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Sorry, sold out: Last Vase. You were not charged');
    expect(await ordersOf(store.id)).toHaveLength(1);
    await payAndReturn(winner.shopper, winner.reference);
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 0, held: 0 });
    // The product page says so too.
    expect((await loser.get('/cart')).body).toContain('Only 0 left');
  });

  it('rolls back every hold when one line of a cart is sold out', async () => {
    const store = await insertStore(t, projectId);
    const plenty = await insertProduct(t, store.id, { name: 'Plenty', variants: [{ price: 100, stock: 10 }] });
    const scarce = await insertProduct(t, store.id, { name: 'Scarce', variants: [{ price: 100, stock: 1 }] });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(plenty.variants[0]!.uuid, 3);
    await shopper.add(scarce.variants[0]!.uuid, 2);
    const reply = await shopper.checkout();
    expect(reply.statusCode).toBe(409);
    expect(reply.body).toContain('Sorry, sold out: Scarce.');
    expect(await variantById(t, plenty.variants[0]!.id)).toMatchObject({ held: 0 });
    expect(await variantById(t, scarce.variants[0]!.id)).toMatchObject({ held: 0 });
  });
});

describe('the expiry job and the shipping notice', () => {
  it('expires orders past their hold and gives the stock back; a paid-but-lost return is honoured', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 300, stock: 5 }] });
    const abandoned = await checkedOut(store, variants[0]!.uuid, 2);
    const lost = await checkedOut(store, variants[0]!.uuid, 1);
    await payAtSandbox(t, lost.reference); // paid, but the browser never came back and no webhook came
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 5, held: 3 });
    // Before the hold ends, nothing happens.
    expect(await expirePendingOrders(t.runtime.ctx)).toEqual({ paid: 0, expired: 0 });
    const later = new Date(Date.now() + (STORE_RULES.checkoutHoldMinutes + 1) * 60_000);
    // (Other tests' pending orders are swept too: only this store's are looked at.)
    const swept = await expirePendingOrders(t.runtime.ctx, later);
    expect(swept.paid).toBeGreaterThanOrEqual(1);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await orderByReference(t, abandoned.reference)).status).toBe('expired');
    expect((await orderByReference(t, lost.reference)).status).toBe('paid');
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 4, held: 0 });
    // Run again: nothing left to do, nothing given back twice.
    expect(await expirePendingOrders(t.runtime.ctx, later)).toEqual({ paid: 0, expired: 0 });
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 4, held: 0 });
  });

  it('starts a checkout directly (module) and queues the shipping notice for a paid order', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 300, stock: 5 }] });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variants[0]!.uuid);
    const reply = await shopper.checkout({ email: 'ship-me@example.com' });
    const order = await orderByReference(t, referenceOf(reply.headers.location as string));
    expect(await sendShippingNotice(t.runtime.ctx, order.id)).toBe(true);
    const mails = await mailsTo('ship-me@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([`Corner Shop: order #${order.number} has shipped`]);
    expect(mails[0]!.text).toContain(`${storeOriginOf(store.domain)}/orders/${order.uuid}`);
    expect(await sendShippingNotice(t.runtime.ctx, 999_999)).toBe(false);
    // An empty cart starts nothing.
    await shopper.post('/cart/update', { variant: variants[0]!.uuid, quantity: '0' });
    expect(await startCheckout(t.runtime.ctx, store, order.cartId!, { ...BUYER, address: BUYER })).toEqual({
      kind: 'empty',
    });
  });
});
