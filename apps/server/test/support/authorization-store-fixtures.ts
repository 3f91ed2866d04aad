import { COUNTRY_CODES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { storeSellers } from '../../src/db/schema/index.js';
import { addToCart, ensureCart } from '../../src/modules/stores/cart.js';
import { startCheckout } from '../../src/modules/stores/checkout.js';
import { createSellerSession } from '../../src/modules/stores/seller-sessions.js';
import { createShippingZone } from '../../src/modules/stores/tax-shipping/shipping-zones.js';
import { uniqueAddress } from './accounts.js';
import { createProduct, insertOrder, insertSellerStore, nextMailTo, type TestStore } from './seller-fixtures.js';
import { insertProduct, insertStore, insertStoreLogo, type StoreRow } from './store-fixtures.js';
import type { TestApp } from './test-app.js';
import { dataUrl, png } from './website-fixtures.js';

/**
 * The authorization world's store objects (issue 10): seller sessions, products, images and orders of
 * the table store, and a storefront of the owner's with a product to put in a cart.
 */
export function storeFixtures(
  world: { t: TestApp; tableStore: TestStore },
  freshProject: () => Promise<{ project: { id: number } }>,
) {
  /** A fresh session of a store's seller, minted directly (logging in each time would meet its rate limit). */
  async function mintSellerToken(shop: TestStore): Promise<string> {
    const { db, clock } = world.t.runtime.ctx;
    const [seller] = await db.select().from(storeSellers).where(eq(storeSellers.storeId, shop.store.id));
    return (await createSellerSession(db, seller!.id, clock.now())).token;
  }

  /** A fresh product of the table store, made by its seller. */
  async function freshStoreProduct() {
    return createProduct(world.t, { ...world.tableStore, token: await mintSellerToken(world.tableStore) });
  }
  async function freshStoreImage() {
    const product = await freshStoreProduct();
    const reply = await world.t.call({
      method: 'POST',
      url: `/store-api/seller/products/${product.uuid}/images`,
      token: await mintSellerToken(world.tableStore),
      headers: { host: world.tableStore.host },
      body: { image: dataUrl(png(1, 1)) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return { product, image: reply.json().data as { uuid: string; url: string } };
  }
  async function freshPaidOrder() {
    const product = await freshStoreProduct();
    const lines = [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }];
    return insertOrder(world.t, world.tableStore.store, 'paid', lines);
  }
  /** A discount code body no other call has used (codes are unique per store). */
  let discounts = 0;
  const freshDiscountBody = () => ({ code: `TABLE-${++discounts}-${Date.now()}`, kind: 'percent', percent: 10 });
  /** A fresh discount code of the table store, made by its seller. */
  async function freshDiscount(): Promise<{ uuid: string }> {
    const reply = await world.t.call({
      method: 'POST',
      url: '/store-api/seller/discounts',
      token: await mintSellerToken(world.tableStore),
      headers: { host: world.tableStore.host },
      body: freshDiscountBody(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as { uuid: string };
  }
  /** A reset token of a fresh store's seller (resetting changes the password, so never the table store's). */
  async function freshSellerReset(): Promise<{ shop: TestStore; token: string }> {
    const shop = await insertSellerStore(world.t);
    const sent = await world.t.call({
      method: 'POST',
      url: '/store-api/seller/forgot-password',
      headers: { host: shop.host },
      remoteAddress: uniqueAddress(),
      body: { email: shop.email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await nextMailTo(world.t, shop.email);
    return { shop, token: /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! };
  }

  /** A zone of the table store on a country no other zone of it has (a country ships from one zone). */
  let zonesMade = 0;
  async function freshShippingZone(): Promise<string> {
    const country = COUNTRY_CODES[zonesMade++ % COUNTRY_CODES.length]!;
    const rates = [{ name: 'Standard', amount: 500, free_above: null }];
    const made = await createShippingZone(world.t.runtime.ctx.db, world.tableStore.store, {
      name: `Zone ${country}`,
      countries: [country],
      rates,
    });
    return made.zones.find((zone) => zone.countries.includes(country))!.uuid;
  }
  /** A country code no zone of the table store has yet, for a zone the call itself creates. */
  const freshZoneCountry = () => COUNTRY_CODES[zonesMade++ % COUNTRY_CODES.length]!;

  /** One store of the owner's project with an active product (an image, stock) and a logo, made once. */
  let tableShop: Promise<{
    store: StoreRow;
    host: string;
    origin: string;
    product: { slug: string };
    variantUuid: string;
  }> | null = null;
  const storefrontShop = () =>
    (tableShop ??= (async () => {
      const { project } = await freshProject();
      const store = await insertStore(world.t, project.id);
      await insertStoreLogo(world.t, store);
      const { product, variants } = await insertProduct(world.t, store.id, {
        images: 1,
        variants: [{ price: 500, stock: 1000 }],
      });
      const { stores: address } = world.t.runtime.ctx.config;
      const host = `${store.domain}.${address.host}`;
      return { store, host, origin: `${address.scheme}//${host}`, product, variantUuid: variants[0]!.uuid };
    })());

  /** A fresh pending order of the table's store (a cart of one, checked out through the module). */
  async function tableOrder() {
    const shop = await storefrontShop();
    const { ctx } = world.t.runtime;
    const { cartId } = await ensureCart(ctx.db, shop.store.id, null);
    await addToCart(ctx.db, shop.store.id, cartId, shop.variantUuid, 1);
    const address = { line1: '1 Road', line2: '', city: 'Town', postalCode: '1', country: 'Land' };
    const outcome = await startCheckout(ctx, shop.store, cartId, { email: 'b@example.com', name: 'B', address });
    if (outcome.kind !== 'payment') throw new Error(`checkout failed: ${outcome.kind}`);
    return outcome.order;
  }

  return {
    mintSellerToken,
    freshStoreProduct,
    freshStoreImage,
    freshPaidOrder,
    freshDiscountBody,
    freshDiscount,
    freshSellerReset,
    freshShippingZone,
    freshZoneCountry,
    storefrontShop,
    tableOrder,
  };
}
