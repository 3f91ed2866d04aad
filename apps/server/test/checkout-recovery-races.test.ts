import { randomBytes } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox, storeCheckoutReminders, storeOrders } from '../src/db/schema/index.js';
import { expirePendingOrders } from '../src/modules/stores/orders.js';
import { sendCheckoutReminders } from '../src/modules/stores/recovery/send-checkout-reminders.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import {
  insertProduct,
  insertStore,
  referenceOf,
  Shopper,
  STORES_URL,
  storeProject,
} from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

/*
 * Races of the checkout reminder (docs/product.md § Recovered checkouts). PGlite runs one query at a time, so
 * these interleavings cannot happen there: the file runs in the PostgreSQL pass (DATABASE_URL set).
 */
const HOUR = 60 * 60 * 1000;
const RUNS = 4;

describe.runIf(process.env.DATABASE_URL)('races of checkout reminders (PostgreSQL)', () => {
  const clock = createTestClock('2026-11-02T09:00:00Z');
  let t: TestApp;
  let projectId: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { STORES_URL }, clock });
    ({ projectId } = await storeProject(t));
  });
  afterAll(() => t.close());

  const db = () => t.runtime.ctx.db;
  const uniqueEmail = () => `racer-${randomBytes(4).toString('hex')}@example.com`;

  async function unpaidCheckouts(count: number) {
    const store = await insertStore(t, projectId);
    const { variants } = await insertProduct(t, store.id, { name: 'Kite', variants: [{ price: 900, stock: 50 }] });
    const buyers = [];
    for (let index = 0; index < count; index += 1) {
      const shopper = new Shopper(t, store.domain);
      const email = uniqueEmail();
      await shopper.add(variants[0]!.uuid);
      const reply = await shopper.checkout({ email });
      expect(reply.statusCode, reply.body).toBe(303);
      buyers.push({ shopper, email, reference: referenceOf(reply.headers.location as string) });
    }
    return { store, variantUuid: variants[0]!.uuid, buyers };
  }

  it(`${RUNS} job runs at once send each due reminder once`, async () => {
    const { store, buyers } = await unpaidCheckouts(3);
    clock.advance(10 * HOUR);
    await expirePendingOrders(t.runtime.ctx, clock.now());
    const sent = await Promise.all(
      Array.from({ length: RUNS }, () => sendCheckoutReminders(t.runtime.ctx, clock.now(), store.id)),
    );
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(3);
    const mails = await db()
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          buyers.map((buyer) => buyer.email),
        ),
      );
    expect(mails.map((mail) => mail.to).sort()).toEqual(buyers.map((buyer) => buyer.email).sort());
    const reminders = await db()
      .select()
      .from(storeCheckoutReminders)
      .where(eq(storeCheckoutReminders.storeId, store.id));
    expect(reminders).toHaveLength(3);
  });

  it('the job running while the buyer pays a later checkout of the same cart sends nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { store, buyers } = await unpaidCheckouts(1);
      const { shopper, email } = buyers[0]!;
      clock.advance(10 * HOUR);
      await expirePendingOrders(t.runtime.ctx, clock.now());
      // The buyer comes back and checks the same cart out again, then pays while the job runs.
      const again = await shopper.checkout({ email });
      expect(again.statusCode, again.body).toBe(303);
      const reference = referenceOf(again.headers.location as string);
      const [sent] = await Promise.all([
        sendCheckoutReminders(t.runtime.ctx, clock.now(), store.id),
        payAtSandbox(t, reference).then(({ location }) => shopper.get(`${location.pathname}${location.search}`)),
      ]);
      // The later checkout exists before the job starts, so the earlier one is never reminded.
      expect(sent).toBe(0);
      const [paid] = await db().select().from(storeOrders).where(eq(storeOrders.paymentReference, reference));
      expect(paid!.status).toBe('paid');
      expect(
        await db().select().from(storeCheckoutReminders).where(eq(storeCheckoutReminders.storeId, store.id)),
      ).toEqual([]);
    }
  });

  it('a reminder claimed while a later checkout is paid is either not sent or credited with that payment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { store, variantUuid, buyers } = await unpaidCheckouts(1);
      const { email } = buyers[0]!;
      clock.advance(10 * HOUR);
      await expirePendingOrders(t.runtime.ctx, clock.now());
      // Another browser of the same buyer (same e-mail, a cart of its own) checks out; the job and its payment race.
      const other = new Shopper(t, store.domain);
      const sendFirst = sendCheckoutReminders(t.runtime.ctx, clock.now(), store.id);
      await other.add(variantUuid);
      const later = await other.checkout({ email });
      const reference = referenceOf(later.headers.location as string);
      const [, paidReply] = await Promise.all([
        sendFirst,
        payAtSandbox(t, reference).then(({ location }) => other.get(`${location.pathname}${location.search}`)),
      ]);
      expect(paidReply.statusCode).toBe(303);
      const [paid] = await db().select().from(storeOrders).where(eq(storeOrders.paymentReference, reference));
      const reminders = await db()
        .select()
        .from(storeCheckoutReminders)
        .where(eq(storeCheckoutReminders.storeId, store.id));
      // Sent before the later checkout existed (then that payment is its recovery), or not at all.
      for (const reminder of reminders) expect(reminder.recoveredOrderId).toBe(paid!.id);
    }
  });
});
