import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/test-app.js';
import { createProduct, insertOrder, lastMailTo, sellerCall, signedInStore } from './support/seller-fixtures.js';

/** Issue 30 § 6: "Mark as shipped" with an optional carrier and tracking number, told to the buyer. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof signedInStore>>;
const ship = (shop: Shop, uuid: string, body: Record<string, unknown>) =>
  sellerCall(t, shop, { method: 'POST', url: `/orders/${uuid}/status`, token: shop.token, body });
const orderOf = async (shop: Shop, uuid: string) =>
  (await sellerCall(t, shop, { method: 'GET', url: `/orders/${uuid}`, token: shop.token })).json().data;

async function paidOrder() {
  const shop = await signedInStore(t);
  const product = await createProduct(t, shop, { variants: [{ name: 'Default', price: 1000, stock: 10 }] });
  const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }]);
  return { shop, order };
}

describe('mark as shipped with a carrier and tracking number', () => {
  it('stores them on the order and e-mails them to the buyer, linked for a carrier it knows', async () => {
    const { shop, order } = await paidOrder();
    const reply = await ship(shop, order.uuid, {
      status: 'shipped',
      shipping_carrier: '  DHL Express ',
      tracking_number: 'JD01 4600-0012',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      status: 'shipped',
      shipping_carrier: 'DHL Express',
      tracking_number: 'JD01 4600-0012',
    });
    expect(await orderOf(shop, order.uuid)).toMatchObject({
      shipping_carrier: 'DHL Express',
      tracking_number: 'JD01 4600-0012',
    });
    const mail = await lastMailTo(t, order.email);
    expect(mail?.text).toContain('Carrier: DHL Express');
    expect(mail?.text).toContain('Tracking number: JD01 4600-0012');
    const link = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146000012';
    expect(mail?.text).toContain(`Track the parcel: ${link}`);
    expect(mail?.html).toContain(`<a href="${link}">JD01 4600-0012</a>`);
  });

  it('shows an unknown carrier and its number as text only, and ships without either', async () => {
    const { shop, order } = await paidOrder();
    expect(
      (await ship(shop, order.uuid, { status: 'shipped', shipping_carrier: 'Bike & Co', tracking_number: 'AB-12' }))
        .statusCode,
    ).toBe(200);
    const mail = await lastMailTo(t, order.email);
    expect(mail?.text).toContain('Carrier: Bike & Co');
    expect(mail?.html).toContain('Carrier: Bike &amp; Co<br>Tracking number: AB-12');
    expect(mail?.text).not.toContain('Track the parcel');
    expect(mail?.html).not.toContain('tracking-id');

    const plain = await paidOrder();
    const reply = await ship(plain.shop, plain.order.uuid, {
      status: 'shipped',
      shipping_carrier: '',
      tracking_number: ' ',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'shipped', shipping_carrier: null, tracking_number: null });
    const plainMail = await lastMailTo(t, plain.order.email);
    expect(plainMail?.subject).toContain('has shipped');
    expect(plainMail?.text).not.toContain('Carrier:');
    expect(plainMail?.text).not.toContain('Tracking number:');
  });

  it('refuses bad details with a field error and changes nothing', async () => {
    const { shop, order } = await paidOrder();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ tracking_number: '<script>1</script>' }, 'tracking_number', 'letters, digits, spaces and dashes'],
      [{ tracking_number: '1'.repeat(65) }, 'tracking_number', 'at most 64 characters'],
      [{ shipping_carrier: 'x'.repeat(61) }, 'shipping_carrier', 'at most 60 characters'],
      [{ shipping_carrier: 'DHL<b>' }, 'shipping_carrier', 'may not contain'],
      [{ shipping_carrier: 'DHL\u0000' }, 'shipping_carrier', 'not allowed'],
      [{ tracking_number: 42 }, 'tracking_number', 'must be text'],
    ];
    for (const [details, field, message] of cases) {
      const reply = await ship(shop, order.uuid, { status: 'shipped', ...details });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors[field].join(' ')).toContain(message);
    }
    // Details belong to shipping only.
    const delivered = await ship(shop, order.uuid, { status: 'cancelled', tracking_number: 'AB12' });
    expect(delivered.statusCode).toBe(400);
    expect(await orderOf(shop, order.uuid)).toMatchObject({
      status: 'paid',
      shipping_carrier: null,
      tracking_number: null,
    });
  });

  it("answers 404 for another store's order and leaves it as it was", async () => {
    const { order, shop } = await paidOrder();
    const other = await signedInStore(t);
    const reply = await ship(other, order.uuid, {
      status: 'shipped',
      shipping_carrier: 'UPS',
      tracking_number: '1Z999',
    });
    expect(reply.statusCode).toBe(404);
    expect(await orderOf(shop, order.uuid)).toMatchObject({ status: 'paid', tracking_number: null });
  });
});
