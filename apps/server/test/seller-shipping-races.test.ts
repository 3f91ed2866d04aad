import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createProduct, insertOrder, sellerCall, signedInStore } from './support/seller-fixtures.js';

/*
 * Two "Mark as shipped" with different tracking numbers at once (two tabs, a double click after an edit):
 * the conditional update lets one through, so the order keeps the winner's carrier and number and the
 * buyer gets one e-mail, with those. Only PostgreSQL runs the two at once.
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('racing shipments (PostgreSQL)', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof signedInStore>>;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await signedInStore(t);
  });
  afterAll(() => t.close());

  const ship = (uuid: string, tracking: string) =>
    sellerCall(t, shop, {
      method: 'POST',
      url: `/orders/${uuid}/status`,
      token: shop.token,
      body: { status: 'shipped', shipping_carrier: 'UPS', tracking_number: tracking },
    });

  it('keeps one shipment and sends one e-mail, with the winner’s tracking number', async () => {
    const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 100, stock: 1000 }] });
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }]);
      const replies = await Promise.all([ship(order.uuid, `AAA${round}`), ship(order.uuid, `BBB${round}`)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const winner = replies.find((reply) => reply.statusCode === 200)!.json().data.tracking_number as string;
      const stored = await sellerCall(t, shop, { method: 'GET', url: `/orders/${order.uuid}`, token: shop.token });
      expect(stored.json().data.tracking_number).toBe(winner);
      const mails = await t.runtime.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, order.email), like(mailOutbox.subject, '%has shipped')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Tracking number: ${winner}`);
    }
  });
});
