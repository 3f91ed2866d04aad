import { STORE_RULES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeFees, storeOrders } from '../src/db/schema/index.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { createProduct, sellerCall, signedInStore } from './support/seller-fixtures.js';
import {
  BUYER,
  insertProduct,
  insertStore,
  orderByReference,
  referenceOf,
  Shopper,
  STORES_URL,
  variantById,
  storeProject,
} from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 24, "stock held without paying": every checkout held its units for the whole hold, with no limit
 * per client, so one client could make a product sold out for everyone and stop its seller lowering the
 * stock. These drive the storefront as a browser does (forms, the cart cookie, the sandbox payment page).
 */
let t: TestApp;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL } });
  ({ projectId } = await storeProject(t));
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const pendingOf = (storeId: number) =>
  db()
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.status, 'pending')));

/** One cart of `quantity` units checked out by `shopper`: the sandbox reference. */
async function checkOut(shopper: Shopper, variantUuid: string, quantity = 1) {
  await shopper.add(variantUuid, quantity);
  const reply = await shopper.checkout();
  expect(reply.statusCode, reply.body).toBe(303);
  return referenceOf(reply.headers.location as string);
}

/** Comes back from the payment page (after paying, or not) and reads the order page it lands on. */
async function returnAndReadOrderPage(shopper: Shopper, returnPath: string) {
  const back = await shopper.get(returnPath);
  expect(back.statusCode, back.body).toBe(303);
  return shopper.get(back.headers.location as string);
}

/** Pays at the sandbox and follows its redirect back through the storefront's return. */
async function payAndReadOrderPage(shopper: Shopper, reference: string) {
  const { location } = await payAtSandbox(t, reference);
  return returnAndReadOrderPage(shopper, `${location.pathname}${location.search}`);
}

describe('open checkouts per client address and per cart', () => {
  it('keeps at most three unpaid checkouts of one address: 30 of them leave stock for a buyer elsewhere', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, {
      name: 'Rare Print',
      variants: [{ price: 4000, stock: 5 }],
    });
    const attacker = '203.0.113.7';
    const attempts = [];
    for (let round = 0; round < 30; round += 1) {
      // A fresh browser (its own cart) each time, and a forged X-Forwarded-For: no proxy is trusted here.
      const shopper = new Shopper(t, store.domain, attacker);
      await shopper.add(variants[0]!.uuid);
      attempts.push(await shopper.post('/checkout', BUYER, { 'x-forwarded-for': `10.9.8.${round}` }));
    }

    const buyer = new Shopper(t, store.domain, '198.51.100.20');
    const page = await payAndReadOrderPage(buyer, await checkOut(buyer, variants[0]!.uuid, 2));
    expect(page.body).toContain('Thank you for your order!');

    // Every one of the 30 got to the payment page, but only its newest three still hold a unit.
    expect(attempts.map((reply) => reply.statusCode)).toEqual(Array<number>(30).fill(303));
    const references = attempts.map((reply) => referenceOf(reply.headers.location as string));
    const open = await pendingOf(store.id);
    expect(open.map((order) => order.paymentReference).sort()).toEqual(references.slice(-3).sort());
    expect(await variantById(t, variants[0]!.id)).toMatchObject({
      stock: 3,
      held: STORE_RULES.unpaidCheckoutsPerClientMax,
    });

    // The attacker's first checkout, released by its later ones, is told so when it comes back.
    const first = new Shopper(t, store.domain, attacker);
    const released = await returnAndReadOrderPage(first, `/checkout/return?status=cancelled&tx_ref=${references[0]}`);
    expect(released.body).toContain('more checkouts were started from your network than the store keeps open');
    expect(await orderByReference(t, references[0]!)).toMatchObject({
      status: 'expired',
      releaseReason: 'client-hold-limit',
    });
    expect(await db().select().from(storeFees).where(eq(storeFees.storeId, store.id))).toHaveLength(1);
  });

  it('counts an IPv6 client by its /64: addresses of one network share the limit', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 100, stock: 50 }] });
    for (let host = 1; host <= 6; host += 1) {
      await checkOut(new Shopper(t, store.domain, `2001:db8:7:8::${host.toString(16)}`), variants[0]!.uuid);
    }
    await checkOut(new Shopper(t, store.domain, '2001:db8:7:9::1'), variants[0]!.uuid);
    expect(await pendingOf(store.id)).toHaveLength(STORE_RULES.unpaidCheckoutsPerClientMax + 1);
  });

  it('keeps one unpaid checkout per cart: checking out again releases the previous one first', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { name: 'Lamp', variants: [{ price: 100, stock: 5 }] });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variants[0]!.uuid, 2);
    const references = [];
    for (let round = 0; round < 30; round += 1) {
      // Another e-mail each time: not a retry of the same checkout, which would find the same order.
      const reply = await shopper.checkout({ email: `buyer-${round}@example.com` });
      expect(reply.statusCode, reply.body).toBe(303);
      references.push(referenceOf(reply.headers.location as string));
    }
    expect((await pendingOf(store.id)).map((order) => order.paymentReference)).toEqual([references.at(-1)]);
    expect(await variantById(t, variants[0]!.id)).toMatchObject({ stock: 5, held: 2 });
    const page = await shopper.get(`/orders/${(await orderByReference(t, references[0]!)).uuid}`);
    expect(page.body).toContain('replaced by a newer checkout of your cart');
  });
});

describe('the seller lowers stock that checkouts hold', () => {
  it('succeeds, releases the oldest holds beyond the new stock, and tells their buyers on return', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop, {
      name: 'Vase',
      variants: [{ name: 'Default', price: 1000, stock: 5 }],
    });
    const variant = product.variants[0]!;
    const buyers = [0, 1, 2].map(() => new Shopper(t, shop.store.domain));
    const references = [];
    for (const buyer of buyers) references.push(await checkOut(buyer, variant.uuid));

    // The oldest buyer has just paid at the provider's page; its browser is still on its way back.
    const { location } = await payAtSandbox(t, references[0]!);

    const lowered = await sellerCall(t, shop, {
      method: 'PUT',
      url: `/products/${product.uuid}`,
      token: shop.token,
      body: { name: 'Vase', variants: [{ uuid: variant.uuid, name: 'Default', price: 1000, stock: 1 }] },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().data.variants[0]).toMatchObject({ stock: 1, held: 1 });
    expect((await orderByReference(t, references[0]!)).releaseReason).toBe('stock-lowered');
    expect((await orderByReference(t, references[1]!)).releaseReason).toBe('stock-lowered');
    expect((await orderByReference(t, references[2]!)).status).toBe('pending');

    // Back from paying: told the order was not placed and the payment refunded (issue 30 § Refunds); it is
    // not marked paid and takes no stock.
    const told = await returnAndReadOrderPage(buyers[0]!, `${location.pathname}${location.search}`);
    expect(told.body).toContain('the store reduced its stock while you were paying');
    expect(told.body).toContain('so it has been refunded to you in full');
    expect(await orderByReference(t, references[0]!)).toMatchObject({ status: 'refunded', paidAt: null });
    const second = await returnAndReadOrderPage(
      buyers[1]!,
      `/checkout/return?status=cancelled&tx_ref=${references[1]}`,
    );
    expect(second.body).toContain('the store reduced its stock while you were paying');
    const variantNow = async () =>
      (await sellerCall(t, shop, { method: 'GET', url: `/products/${product.uuid}`, token: shop.token })).json().data
        .variants[0];
    expect(await variantNow()).toMatchObject({ stock: 1, held: 1 });

    // The newest hold was kept and is paid as usual.
    expect((await payAndReadOrderPage(buyers[2]!, references[2]!)).body).toContain('Thank you for your order!');
    expect(await variantNow()).toMatchObject({ stock: 0, held: 0 });
  });

  it('releases a whole order: its units of other products come back too', async () => {
    const shop = await signedInStore(t);
    const vase = await createProduct(t, shop, { name: 'Vase', variants: [{ name: 'Default', price: 1000, stock: 2 }] });
    const cup = await createProduct(t, shop, { name: 'Cup', variants: [{ name: 'Default', price: 500, stock: 4 }] });
    const buyer = new Shopper(t, shop.store.domain);
    await buyer.add(cup.variants[0]!.uuid, 3);
    const reference = await checkOut(buyer, vase.variants[0]!.uuid, 2);
    const lowered = await sellerCall(t, shop, {
      method: 'PUT',
      url: `/products/${vase.uuid}`,
      token: shop.token,
      body: { name: 'Vase', variants: [{ uuid: vase.variants[0]!.uuid, name: 'Default', price: 1000, stock: 1 }] },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await orderByReference(t, reference)).status).toBe('expired');
    const cupNow = (
      await sellerCall(t, shop, { method: 'GET', url: `/products/${cup.uuid}`, token: shop.token })
    ).json().data.variants[0];
    expect(cupNow).toMatchObject({ stock: 4, held: 0 });
  });
});
