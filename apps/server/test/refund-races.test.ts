import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxRefunds } from '../src/db/schema/index.js';
import { orderLines, refundCall } from './support/refund-fixtures.js';
import { createProduct, insertOrder, signedInStore, variantRow } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Refunds sent at once. PGlite runs one query at a time, so these interleavings cannot happen there: the file
 * runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('refund races (PostgreSQL)', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof signedInStore>>;
  let variant: string;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await signedInStore(t);
    const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 1000 }] });
    variant = product.variants[0]!.uuid;
  });
  afterAll(() => t.close());

  const statuses = (replies: Array<{ statusCode: number }>) => replies.map((reply) => reply.statusCode).sort();
  const refundedByProvider = async (chargeId: string) =>
    (await t.runtime.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, chargeId))).reduce(
      (sum, row) => sum + row.amount,
      0,
    );

  it('never refunds more than was paid when two refunds race', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 2 }]);
      // Each alone fits (1500 of 2000); both together do not.
      const replies = await Promise.all([
        refundCall(t, shop, order.uuid, { amount: 1500 }),
        refundCall(t, shop, order.uuid, { amount: 1500 }),
      ]);
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      expect(await refundedByProvider(order.providerTransactionId!)).toBe(1500);
    }
  });

  it('never refunds more units of a line than it had, nor restocks them twice', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 3 }]);
      const [line] = await orderLines(t, shop, order.uuid);
      const before = (await variantRow(t, variant)).stock;
      const body = { lines: [{ line_id: line!.id, quantity: 2 }], restock: true };
      const replies = await Promise.all([refundCall(t, shop, order.uuid, body), refundCall(t, shop, order.uuid, body)]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect((await variantRow(t, variant)).stock).toBe(before + 2);
      expect(await refundedByProvider(order.providerTransactionId!)).toBe(2000);
    }
  });

  it('refunds once when the same request is sent twice at once (one Idempotency-Key)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: variant, quantity: 2 }]);
      const [line] = await orderLines(t, shop, order.uuid);
      const before = (await variantRow(t, variant)).stock;
      const key = randomUUID();
      const body = { lines: [{ line_id: line!.id, quantity: 1 }], restock: true };
      const replies = await Promise.all([
        refundCall(t, shop, order.uuid, body, key),
        refundCall(t, shop, order.uuid, body, key),
      ]);
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 200]);
      expect(replies[0]!.json().data.refund.uuid).toBe(replies[1]!.json().data.refund.uuid);
      expect(await refundedByProvider(order.providerTransactionId!)).toBe(1000);
      expect((await variantRow(t, variant)).stock).toBe(before + 1);
    }
  });
});
