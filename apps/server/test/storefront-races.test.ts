import { STORE_RULES } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxCharges, storeFees, storeOrders, storeVariants } from '../src/db/schema/index.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { createProduct, sellerCall, signedInStore } from './support/seller-fixtures.js';
import {
  insertProduct,
  insertStore,
  referenceOf,
  Shopper,
  STORES_URL,
  storeProject,
} from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races for stock. PGlite runs one query at a time, so these interleavings cannot happen there: the file
 * runs in the PostgreSQL pass (DATABASE_URL set, as in CI), where the checkouts really run at once.
 */
const BUYERS = 10;

describe.runIf(process.env.DATABASE_URL)('races on a storefront (PostgreSQL)', () => {
  let t: TestApp;
  let projectId: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { STORES_URL } });
    ({ projectId } = await storeProject(t));
  });
  afterAll(() => t.close());

  const db = () => t.runtime.ctx.db;

  it.each([1, 3])('sells exactly %i units to %i concurrent buyers; the others are told it sold out', async (stock) => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { name: 'Rare Print', variants: [{ price: 4000, stock }] });
    const shoppers = Array.from({ length: BUYERS }, () => new Shopper(t, store.domain));
    for (const shopper of shoppers) await shopper.add(variants[0]!.uuid);

    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout()));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([
      ...Array<number>(stock).fill(303),
      ...Array<number>(BUYERS - stock).fill(409),
    ]);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 409)) {
      expect(reply.body).toContain('Sorry, sold out: Rare Print. You were not charged');
    }
    const [held] = await db().select().from(storeVariants).where(eq(storeVariants.id, variants[0]!.id));
    expect(held).toMatchObject({ stock, held: stock });
    const orders = await db().select().from(storeOrders).where(eq(storeOrders.storeId, store.id));
    expect(orders).toHaveLength(stock);
    expect(orders.map((order) => order.number).sort()).toEqual(
      Array.from({ length: stock }, (_, index) => 1001 + index),
    );

    // The winners pay and come back (all at once, each return twice); the losers never reached a payment.
    const winners = replies
      .map((reply, index) => ({ reply, shopper: shoppers[index]! }))
      .filter(({ reply }) => reply.statusCode === 303);
    const returns = await Promise.all(
      winners.map(async ({ reply }) => {
        const { location } = await payAtSandbox(t, referenceOf(reply.headers.location as string));
        return `${location.pathname}${location.search}`;
      }),
    );
    await Promise.all(
      winners.flatMap(({ shopper }, index) => [shopper.get(returns[index]!), shopper.get(returns[index]!)]),
    );

    const paid = await db().select().from(storeOrders).where(eq(storeOrders.storeId, store.id));
    expect(paid.map((order) => order.status)).toEqual(Array<string>(stock).fill('paid'));
    const [after] = await db().select().from(storeVariants).where(eq(storeVariants.id, variants[0]!.id));
    expect(after).toMatchObject({ stock: 0, held: 0 });
    expect(await db().select().from(storeFees).where(eq(storeFees.storeId, store.id))).toHaveLength(stock);
    const charges = await db().select().from(sandboxCharges);
    const references = new Set(paid.map((order) => order.paymentReference));
    expect(charges.filter((charge) => references.has(charge.reference))).toHaveLength(stock);
  });

  it('makes one order of one cart sent to checkout several times at once (a double click, a retry)', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 2500, stock: 10 }] });
    const shopper = new Shopper(t, store.domain);
    await shopper.add(variants[0]!.uuid, 2);

    const replies = await Promise.all(Array.from({ length: 5 }, () => shopper.checkout()));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(5).fill(303));
    const orders = await db().select().from(storeOrders).where(eq(storeOrders.storeId, store.id));
    expect(orders).toHaveLength(1);
    const [held] = await db().select().from(storeVariants).where(eq(storeVariants.id, variants[0]!.id));
    expect(held).toMatchObject({ stock: 10, held: 2 });
  });

  it('numbers concurrent orders of one store without a gap or a duplicate', async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 100, stock: 100 }] });
    const shoppers = Array.from({ length: BUYERS }, () => new Shopper(t, store.domain));
    for (const shopper of shoppers) await shopper.add(variants[0]!.uuid);
    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout()));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(BUYERS).fill(303));
    const orders = await db().select().from(storeOrders).where(eq(storeOrders.storeId, store.id));
    expect(orders.map((order) => order.number).sort()).toEqual(
      Array.from({ length: BUYERS }, (_, index) => 1001 + index),
    );
  });
  it(`keeps at most ${STORE_RULES.unpaidCheckoutsPerClientMax} unpaid checkouts of one address however many start at once`, async () => {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { variants: [{ price: 100, stock: 100 }] });
    for (let round = 0; round < 3; round += 1) {
      const shoppers = Array.from({ length: BUYERS * 2 }, () => new Shopper(t, store.domain, '203.0.113.99'));
      for (const shopper of shoppers) await shopper.add(variants[0]!.uuid);
      const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout()));
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(BUYERS * 2).fill(303));
      const open = await db()
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.status, 'pending')));
      expect(open).toHaveLength(STORE_RULES.unpaidCheckoutsPerClientMax);
      const [variant] = await db().select().from(storeVariants).where(eq(storeVariants.id, variants[0]!.id));
      expect(variant).toMatchObject({ stock: 100, held: STORE_RULES.unpaidCheckoutsPerClientMax });
    }
  });

  it('never leaves held above stock, nor a hold no open order accounts for, when the seller lowers stock during checkouts', async () => {
    const shop = await signedInStore(t);
    for (let round = 0; round < 5; round += 1) {
      const vase = await createProduct(t, shop, { variants: [{ name: 'Default', price: 100, stock: 20 }] });
      const cup = await createProduct(t, shop, { variants: [{ name: 'Default', price: 100, stock: 20 }] });
      const [vaseId, cupId] = [vase.variants[0]!.uuid, cup.variants[0]!.uuid];
      // Carts of both products, so releasing one order gives back units of a variant a checkout may be holding.
      const shoppers = Array.from({ length: BUYERS }, () => new Shopper(t, shop.store.domain));
      for (const shopper of shoppers) {
        await shopper.add(cupId, 1);
        await shopper.add(vaseId, 2);
      }
      const lower = (stock: number) =>
        sellerCall(t, shop, {
          method: 'PUT',
          url: `/products/${vase.uuid}`,
          token: shop.token,
          body: { name: 'Vase', variants: [{ uuid: vaseId, name: 'Default', price: 100, stock }] },
        });
      const checkouts = shoppers.map((shopper) => shopper.checkout());
      const [first, second] = await Promise.all([lower(7), lower(5), ...checkouts]);
      expect([first!.statusCode, second!.statusCode], `${first!.body}\n${second!.body}`).toEqual([200, 200]);
      for (const reply of await Promise.all(checkouts)) expect([303, 409]).toContain(reply.statusCode);

      const pendingHeld = await db().execute(sql`select v.uuid, v.stock, v.held,
          coalesce((select sum(l.quantity) from store_order_lines l join store_orders o on o.id = l.order_id
            where l.variant_id = v.id and o.status = 'pending'), 0)::int as open
        from store_variants v where v.uuid in (${vaseId}, ${cupId})`);
      const rows = ((pendingHeld as unknown as { rows?: unknown[] }).rows ?? pendingHeld) as Array<{
        uuid: string;
        stock: number;
        held: number;
        open: number;
      }>;
      for (const row of rows) {
        expect(row.held).toBeLessThanOrEqual(row.stock);
        expect(row.held).toBe(row.open);
      }
    }
  });
});
