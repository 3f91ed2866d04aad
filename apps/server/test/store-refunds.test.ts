import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ProviderUnreachableError } from '../src/adapters/payments/payment-provider.js';
import { sandboxCharges, sandboxRefunds, storeOrders, storeRefunds } from '../src/db/schema/index.js';
import { settleStoreOrderWebhook } from '../src/modules/stores/order-webhook.js';
import { expireOrder, settleOrderCharge } from '../src/modules/stores/orders.js';
import { resumePendingRefunds } from '../src/modules/stores/refunds/make-refund.js';
import { insertPricedOrder, orderLines, refundCall } from './support/refund-fixtures.js';
import {
  createProduct,
  insertOrder,
  lastMailTo,
  sellerCall,
  signedInStore,
  variantRow,
} from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof signedInStore>>;

/** A store with two products (stock 10 each): their variant uuids. */
async function stocked() {
  const shop = await signedInStore(t);
  const mug = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 10 }] });
  const cup = await createProduct(t, shop, { slug: 'cup', variants: [{ name: 'Large', price: 700, stock: 10 }] });
  return { shop, mug: mug.variants[0]!.uuid, cup: cup.variants[0]!.uuid };
}

const sandboxRefundsOf = (chargeId: string) =>
  t.runtime.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, chargeId));
const orderRow = async (id: number) =>
  (await t.runtime.ctx.db.select().from(storeOrders).where(eq(storeOrders.id, id)))[0]!;
const getOrder = async (shop: Shop, uuid: string) =>
  (await sellerCall(t, shop, { method: 'GET', url: `/orders/${uuid}`, token: shop.token })).json().data;

describe('refunding an order', () => {
  it('refunds one line in part, restocks it, marks the order partially refunded and e-mails the buyer', async () => {
    const { shop, mug, cup } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [
      { variantUuid: mug, quantity: 3 },
      { variantUuid: cup, quantity: 1 },
    ]);
    expect((await variantRow(t, mug)).stock).toBe(7);
    const [mugLine] = await orderLines(t, shop, order.uuid);
    const reply = await refundCall(t, shop, order.uuid, {
      lines: [{ line_id: mugLine!.id, quantity: 2 }],
      restock: true,
      reason: 'Arrived chipped',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { refund, order: view } = reply.json().data;
    expect(refund).toMatchObject({
      status: 'succeeded',
      amount: 2000,
      shipping: 0,
      extra: 0,
      restock: true,
      reason: 'Arrived chipped',
      created_by: 'Sam Seller',
      lines: [{ line_id: mugLine!.id, product_name: 'Blue Mug', quantity: 2, amount: 2000 }],
    });
    expect(view).toMatchObject({ status: 'partially_refunded', refunded: 2000, refundable: 700 + 1000 });
    expect(view.lines[0]).toMatchObject({ paid: 3000, refunded_quantity: 2 });
    expect((await variantRow(t, mug)).stock).toBe(9);
    expect((await variantRow(t, cup)).stock).toBe(9);
    expect(await sandboxRefundsOf(order.providerTransactionId!)).toEqual([
      expect.objectContaining({ amount: 2000, currency: 'USD' }),
    ]);

    const mail = await lastMailTo(t, order.email);
    expect(mail?.subject).toBe(`Test Shop: refund for order #${order.number}`);
    expect(mail?.text).toContain('We have refunded $20.00 for your order');
    expect(mail?.text).toContain('2 × Blue Mug — $20.00');
    expect(mail?.text).toContain('Reason: Arrived chipped');
    expect(mail?.html).toContain('2 × Blue Mug');
    expect(mail?.html).toContain('<strong>$20.00</strong>');

    // The summary's revenue is net of the refund; the order still counts as a paid order.
    const summary = await sellerCall(t, shop, { method: 'GET', url: '/summary', token: shop.token });
    expect(summary.json().data).toMatchObject({ paid_orders: 1, revenue: 3000 + 700 - 2000 });

    // The list of orders can show only the partially refunded ones.
    const listed = await sellerCall(t, shop, {
      method: 'GET',
      url: '/orders?status=partially_refunded',
      token: shop.token,
    });
    expect(listed.json().data.data.map((row: { uuid: string }) => row.uuid)).toEqual([order.uuid]);
  });

  it('gives back per unit what was paid (discount share off, tax added), shipping once, and everything exactly', async () => {
    const { shop, mug } = await stocked();
    // 3 × 1000 − 100 discount + 290 tax = 3190 for the line; shipping 500 + 50 tax; total 3740.
    const order = await insertPricedOrder(t, shop, [{ variantUuid: mug, quantity: 3, discount: 100, tax: 290 }], {
      shipping: 500,
      shippingTax: 50,
    });
    expect(order.total).toBe(3740);
    const [line] = await orderLines(t, shop, order.uuid);
    expect(line!.paid).toBe(3190);

    const first = await refundCall(t, shop, order.uuid, { lines: [{ line_id: line!.id, quantity: 1 }] });
    expect(first.json().data.refund.amount).toBe(1063); // ⌊3190 × 1 ÷ 3⌋
    const second = await refundCall(t, shop, order.uuid, {
      lines: [{ line_id: line!.id, quantity: 2 }],
      shipping: true,
    });
    expect(second.statusCode, second.body).toBe(200);
    // ⌊3190 × 3 ÷ 3⌋ − 1063 = 2127, and shipping 550.
    expect(second.json().data.refund).toMatchObject({ amount: 2127 + 550, shipping: 550 });
    expect(second.json().data.order).toMatchObject({ status: 'refunded', refunded: 3740, refundable: 0 });
    // Not restocked: stock stays where the sale left it.
    expect((await variantRow(t, mug)).stock).toBe(7);
  });

  it('with prices including tax, a line gives back its price less its discount (the tax is inside)', async () => {
    const { shop, mug } = await stocked();
    const order = await insertPricedOrder(t, shop, [{ variantUuid: mug, quantity: 2, discount: 0, tax: 333 }], {
      taxIncluded: true,
    });
    const [line] = await orderLines(t, shop, order.uuid);
    expect(line!.paid).toBe(2000);
    const reply = await refundCall(t, shop, order.uuid, { lines: [{ line_id: line!.id, quantity: 1 }], amount: 5 });
    expect(reply.json().data.refund).toMatchObject({ amount: 1005, extra: 5 });
  });

  it('refunds once per Idempotency-Key: a retry answers the same refund', async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 2 }]);
    const [line] = await orderLines(t, shop, order.uuid);
    const key = randomUUID();
    const body = { lines: [{ line_id: line!.id, quantity: 1 }], restock: true };
    const first = await refundCall(t, shop, order.uuid, body, key);
    const again = await refundCall(t, shop, order.uuid, body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.refund.uuid).toBe(first.json().data.refund.uuid);
    expect(await sandboxRefundsOf(order.providerTransactionId!)).toHaveLength(1);
    expect((await variantRow(t, mug)).stock).toBe(9);
    expect((await getOrder(shop, order.uuid)).refunds).toHaveLength(1);
  });

  it('leaves a refund pending when the provider cannot be reached, and a retry with its key finishes it once', async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    const { payments } = t.runtime.ctx;
    const realRefund = payments.refund;
    payments.refund = async () => {
      throw new ProviderUnreachableError('The payment provider could not be reached: timeout');
    };
    const key = randomUUID();
    try {
      const lost = await refundCall(t, shop, order.uuid, { amount: 400 }, key);
      expect(lost.statusCode).toBe(503);
      expect(lost.json().message).toContain('nothing is refunded yet');
    } finally {
      payments.refund = realRefund;
    }
    const pending = await getOrder(shop, order.uuid);
    expect(pending).toMatchObject({ status: 'paid', refunded: 0, refundable: 600 });
    expect(pending.refunds[0].status).toBe('pending');
    // The pending refund holds its part: asking for more than is left beside it is refused.
    expect((await refundCall(t, shop, order.uuid, { amount: 601 })).statusCode).toBe(409);
    const retried = await refundCall(t, shop, order.uuid, { amount: 400 }, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.order).toMatchObject({ status: 'partially_refunded', refunded: 400 });
    expect(await sandboxRefundsOf(order.providerTransactionId!)).toHaveLength(1);
  });

  it('asks again, from the scheduled sweep, for a refund nobody sent again after the provider was silent', async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    const { payments } = t.runtime.ctx;
    const realRefund = payments.refund;
    payments.refund = async () => {
      throw new ProviderUnreachableError('The payment provider could not be reached: timeout');
    };
    try {
      expect((await refundCall(t, shop, order.uuid, { amount: 1000 })).statusCode).toBe(503);
    } finally {
      payments.refund = realRefund;
    }
    // Not yet: a refund that just went unanswered may still be sent again by the seller.
    expect(await resumePendingRefunds(t.runtime.ctx)).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await resumePendingRefunds(t.runtime.ctx, later)).toBeGreaterThanOrEqual(1);
    expect(await resumePendingRefunds(t.runtime.ctx, later)).toBe(0);
    expect(await getOrder(shop, order.uuid)).toMatchObject({ status: 'refunded', refunded: 1000 });
    expect(await sandboxRefundsOf(order.providerTransactionId!)).toHaveLength(1);
    expect((await lastMailTo(t, order.email))?.subject).toBe(`Test Shop: refund for order #${order.number}`);
  });

  it('changes nothing when the provider refuses (no stock, status or e-mail), and says why', async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 2 }]);
    // The charge was refunded elsewhere (the provider's dashboard): the provider has nothing left to give.
    await t.runtime.ctx.db.insert(sandboxRefunds).values({
      id: `sbx_rf_${randomUUID()}`,
      chargeId: order.providerTransactionId!,
      idempotencyKey: randomUUID(),
      amount: 2000,
      currency: 'USD',
    });
    const [line] = await orderLines(t, shop, order.uuid);
    const key = randomUUID();
    const body = { lines: [{ line_id: line!.id, quantity: 1 }], restock: true };
    const refused = await refundCall(t, shop, order.uuid, body, key);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'The payment provider refused the refund: The refund is more than what is left of the charge',
    );
    expect((await variantRow(t, mug)).stock).toBe(8);
    const view = await getOrder(shop, order.uuid);
    expect(view).toMatchObject({ status: 'paid', refunded: 0, refundable: 2000 });
    expect(view.refunds).toEqual([expect.objectContaining({ status: 'failed', amount: 1000 })]);
    expect(view.lines[0].refunded_quantity).toBe(0);
    expect(await lastMailTo(t, order.email)).toBeNull();
    // The same key answers the same refusal; it is not asked again.
    expect((await refundCall(t, shop, order.uuid, body, key)).statusCode).toBe(422);
  });
});

describe('refusals', () => {
  it('refuses more than was paid, more units than are left, shipping twice, and a negative amount', async () => {
    const { shop, mug } = await stocked();
    const order = await insertPricedOrder(t, shop, [{ variantUuid: mug, quantity: 2 }], { shipping: 300 });
    const [line] = await orderLines(t, shop, order.uuid);

    const over = await refundCall(t, shop, order.uuid, { amount: 2301 });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors.amount[0]).toBe('The refund ($23.01) is more than what is left to refund ($23.00).');
    const tooMany = await refundCall(t, shop, order.uuid, { lines: [{ line_id: line!.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors['lines.0.quantity']).toEqual(['Only 2 of this line can still be refunded.']);

    expect((await refundCall(t, shop, order.uuid, { shipping: true })).statusCode).toBe(200);
    const shippingAgain = await refundCall(t, shop, order.uuid, { shipping: true });
    expect(shippingAgain.statusCode).toBe(400);
    expect(shippingAgain.json().errors.shipping).toEqual(['Shipping was already refunded.']);

    for (const body of [{ amount: -1 }, { amount: 1.5 }, { lines: [{ line_id: line!.id, quantity: -1 }] }, {}]) {
      const reply = await refundCall(t, shop, order.uuid, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toBe('validation_failed');
    }
    // Another order's line is not this order's.
    const other = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    const [otherLine] = await orderLines(t, shop, other.uuid);
    const foreign = await refundCall(t, shop, order.uuid, { lines: [{ line_id: otherLine!.id, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['lines.0.line_id']).toEqual(['This line is not part of the order.']);
    // Nothing of the refused calls was kept: only the shipping refund stands.
    expect((await getOrder(shop, order.uuid)).refunds).toHaveLength(1);
  });

  it('refuses unpaid, expired and fully refunded orders (409), and restock of a cancelled one', async () => {
    const { shop, mug } = await stocked();
    const pending = await insertOrder(t, shop.store, 'pending', [{ variantUuid: mug, quantity: 1 }]);
    const unpaid = await refundCall(t, shop, pending.uuid, { amount: 1 });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('An order that is pending cannot be refunded.');
    await expireOrder(t.runtime.ctx, pending);
    expect((await refundCall(t, shop, pending.uuid, { amount: 1 })).statusCode).toBe(409);

    const paid = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    expect((await refundCall(t, shop, paid.uuid, { amount: 1000 })).json().data.order.status).toBe('refunded');
    expect((await refundCall(t, shop, paid.uuid, { amount: 1 })).statusCode).toBe(409);

    const cancelled = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    const cancel = await sellerCall(t, shop, {
      method: 'POST',
      url: `/orders/${cancelled.uuid}/status`,
      token: shop.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const [line] = await orderLines(t, shop, cancelled.uuid);
    const restock = await refundCall(t, shop, cancelled.uuid, {
      lines: [{ line_id: line!.id, quantity: 1 }],
      restock: true,
    });
    expect(restock.statusCode).toBe(400);
    expect(restock.json().errors.restock).toEqual(["A cancelled order's units were already put back in stock."]);
    // A cancelled paid order is refunded without restock, and stays cancelled.
    const refunded = await refundCall(t, shop, cancelled.uuid, { lines: [{ line_id: line!.id, quantity: 1 }] });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.order).toMatchObject({ status: 'cancelled', refunded: 1000 });
  });

  it("answers 404 for another store's order and 400 without a valid Idempotency-Key", async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    const other = await signedInStore(t);
    expect((await refundCall(t, other, order.uuid, { amount: 1 })).statusCode).toBe(404);
    const missing = await refundCall(t, shop, order.uuid, { amount: 1 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.idempotency_key).toEqual(['The Idempotency-Key header is required']);
    expect((await refundCall(t, shop, order.uuid, { amount: 1 }, 'short')).statusCode).toBe(400);
    expect((await getOrder(shop, order.uuid)).refunds).toEqual([]);
  });
});

describe('a payment that came after the order expired', () => {
  it('is refunded in full by the platform, once, and the buyer is told', async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'pending', [{ variantUuid: mug, quantity: 2 }]);
    await expireOrder(t.runtime.ctx, order);
    const chargeId = `sbx_late_${randomUUID().slice(0, 8)}`;
    await t.runtime.ctx.db.insert(sandboxCharges).values({
      id: chargeId,
      reference: order.paymentReference,
      amount: order.total,
      currency: order.currency,
      status: 'successful',
    });
    // The provider's webhook comes for an order the expiry job released already; a replay refunds nothing more.
    expect(await settleStoreOrderWebhook(t.runtime.ctx, order.paymentReference, chargeId)).toBe('settled');
    expect(await settleStoreOrderWebhook(t.runtime.ctx, order.paymentReference, chargeId)).toBe('settled');

    expect(await sandboxRefundsOf(chargeId)).toEqual([expect.objectContaining({ amount: 2000 })]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'refunded', providerTransactionId: chargeId, paidAt: null });
    const view = await getOrder(shop, order.uuid);
    expect(view.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: 2000, created_by: null, restock: false }),
    ]);
    // The units were given back when it expired; none are added again.
    expect(await variantRow(t, mug)).toMatchObject({ stock: 10, held: 0 });
    const mail = await lastMailTo(t, order.email);
    expect(mail?.subject).toBe(`Test Shop: refund for order #${order.number}`);
    expect(mail?.text).toContain('arrived after the order had expired');
    expect(mail?.text).toContain('refunded the $20.00 you paid in full');
    const refunds = await t.runtime.ctx.db.select().from(storeRefunds).where(eq(storeRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
  });

  it('leaves an order that was paid meanwhile alone', async () => {
    const { shop, mug } = await stocked();
    const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: mug, quantity: 1 }]);
    const charge = await t.runtime.ctx.payments.verify(order.providerTransactionId!);
    // The stale row says pending; the order is paid by this charge already.
    await settleOrderCharge(t.runtime.ctx, { ...order, status: 'pending' }, charge);
    expect(await sandboxRefundsOf(order.providerTransactionId!)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});
