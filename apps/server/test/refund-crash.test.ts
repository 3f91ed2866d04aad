import { randomUUID } from 'node:crypto';

import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { mailOutbox, storeOrders, storeRefunds, storeVariants } from '../src/db/schema/index.js';
import { httpRequest, type AerieProcess } from './support/aerie-process.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { startFakeFlutterwaveRefunds } from './support/fake-flutterwave-refunds.js';
import { withJobQueue } from './support/outside-queue.js';
import { orderLines } from './support/refund-fixtures.js';
import { createProduct, insertOrder, signedInStore } from './support/seller-fixtures.js';
import { STORES_URL } from './support/store-fixtures.js';

const serverUrl = process.env.DATABASE_URL;
const SECRET_KEY = 'FLWSECK_TEST-refund-crash';

// kill -9 needs a real second process on a database it can share (PGlite belongs to one process): this
// runs in the PostgreSQL pass (DATABASE_URL set) only.
describe.skipIf(!serverUrl)('a refund whose process was killed while the provider had not answered', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('is refunded once at the provider and settled once, by the seller sending it again or by the sweep', async () => {
    const provider = await startFakeFlutterwaveRefunds(SECRET_KEY);
    try {
      const env = {
        STORES_URL,
        PAYMENTS_PROVIDER: 'flutterwave',
        FLUTTERWAVE_BASE_URL: provider.baseUrl,
        FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
        FLUTTERWAVE_WEBHOOK_HASH: 'refund-crash-hash',
      };
      const { shop, variantUuid, orders } = await aerie.withFixtures(async (t) => {
        const shop = await signedInStore(t);
        const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 10 }] });
        const variantUuid = product.variants[0]!.uuid;
        const made = [];
        // Two paid orders of 3 units, each charged at the provider under an id of its own.
        for (const chargeId of ['4100001', '4100002']) {
          const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid, quantity: 3 }]);
          await t.runtime.ctx.db
            .update(storeOrders)
            .set({ providerTransactionId: chargeId })
            .where(eq(storeOrders.id, order.id));
          const [line] = await orderLines(t, shop, order.uuid);
          made.push({ id: order.id, uuid: order.uuid, email: order.email, chargeId, lineId: line!.id });
        }
        return { shop, variantUuid, orders: made };
      }, env);
      for (const order of orders) provider.charges.set(order.chargeId, { amount: 30, currency: 'USD' });
      const [retried, swept] = orders as [(typeof orders)[number], (typeof orders)[number]];

      const refund = (server: AerieProcess, order: (typeof orders)[number], quantity: number, key: string) =>
        httpRequest(server.url!, {
          method: 'POST',
          path: `/store-api/seller/orders/${order.uuid}/refunds`,
          headers: {
            host: shop.host,
            authorization: `Bearer ${shop.token}`,
            'idempotency-key': key,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ lines: [{ line_id: order.lineId, quantity }], restock: true }),
        });
      const refundRow = async (orderId: number) =>
        (await aerie.handle.db.select().from(storeRefunds).where(eq(storeRefunds.orderId, orderId)))[0]!;

      // One refund made at the provider but its answer never heard; the other never reached the provider's books.
      provider.hold.set(retried.chargeId, 'after');
      provider.hold.set(swept.chargeId, 'before');
      const key = randomUUID();
      const first = await aerie.start(env);
      const inFlight = [refund(first, retried, 2, key), refund(first, swept, 2, randomUUID())].map((sent) =>
        sent.catch(() => null),
      );
      await poll('both refunds asked of the provider', async () => (provider.asked.length >= 2 ? true : undefined));
      await first.kill();
      await Promise.all(inFlight);
      expect((await refundRow(retried.id)).status).toBe('pending');
      expect((await refundRow(swept.id)).status).toBe('pending');
      expect(provider.refundsOf(retried.chargeId)).toHaveLength(1);
      expect(provider.refundsOf(swept.chargeId)).toHaveLength(0);
      provider.hold.clear();

      const second = await aerie.start(env);
      // A refund under a new key cannot take the units the pending one holds: 3 bought, 2 pending.
      const fresh = await refund(second, retried, 2, randomUUID());
      expect(fresh.status, fresh.body).toBe(409);
      // The seller sends the same refund again (the dialog keeps its key): asked with the same provider key, the
      // provider answers the refund it made, and it is settled once.
      const again = await refund(second, retried, 2, key);
      expect(again.status, again.body).toBe(200);
      expect(JSON.parse(again.body).data.refund).toMatchObject({ status: 'succeeded', amount: 2000 });

      // Nobody sends the other again: the sweep (every minute, for refunds pending ten minutes) asks it again.
      await aerie.handle.db
        .update(storeRefunds)
        .set({ updatedAt: sql`now() - interval '11 minutes'` })
        .where(eq(storeRefunds.orderId, swept.id));
      await withJobQueue(aerie.handle, (jobs) => jobs.send('expire-store-orders', {}));
      await poll('the pending refund resumed', async () => {
        const row = await refundRow(swept.id);
        return row.status === 'pending' ? undefined : row;
      });

      for (const order of orders) {
        expect(await refundRow(order.id)).toMatchObject({ status: 'succeeded', amount: 2000 });
        expect(provider.refundsOf(order.chargeId)).toEqual([expect.objectContaining({ amount: 20 })]);
        const [row] = await aerie.handle.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
        expect(row!.status).toBe('partially_refunded');
        const mails = await aerie.handle.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, order.email), like(mailOutbox.subject, '%refund%')));
        expect(mails).toHaveLength(1);
      }
      // Each was asked twice under one key: the provider's books hold one refund for it all the same.
      for (const order of orders) {
        const providerKey = `aerie-refund-${(await refundRow(order.id)).uuid}`;
        const asks = provider.asked.filter((ask) => ask.chargeId === order.chargeId).map((ask) => ask.key);
        expect(asks).toEqual([providerKey, providerKey]);
      }
      // 10 in stock, 6 sold, 2 + 2 restocked once each.
      const [variant] = await aerie.handle.db.select().from(storeVariants).where(eq(storeVariants.uuid, variantUuid));
      expect(variant!.stock).toBe(8);
    } finally {
      await aerie.stopAll();
      await provider.close();
    }
  }, 180_000);
});
