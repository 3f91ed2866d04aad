import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeOrders, storeShippingZoneCountries, storeTaxRates } from '../src/db/schema/index.js';
import { sellerCall, signedInStore } from './support/seller-fixtures.js';
import { insertProduct, Shopper, STORES_URL, variantById } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * A country ships from one zone (issue 30 § 3): the overlap check and the write race when two zone edits
 * run at once. PGlite runs one query at a time, so this file runs in the PostgreSQL pass.
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('races in tax and shipping settings (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STORES_URL } });
  });
  afterAll(() => t.close());

  it('puts a country in exactly one of two zones created at once, the other told which country', async () => {
    const shop = await signedInStore(t);
    const create = (name: string, country: string) =>
      sellerCall(t, shop, {
        method: 'POST',
        url: '/tax-shipping/zones',
        token: shop.token,
        body: { name, countries: ['DE', country], rates: [{ name: 'Standard', amount: 100 }] },
      });
    const countries = ['FR', 'ES', 'IT', 'PT', 'NL', 'BE', 'AT', 'PL', 'SE', 'DK'];
    for (let round = 0; round < ROUNDS; round += 1) {
      const replies = await Promise.all([
        create(`A${round}`, countries[round]!),
        create(`B${round}`, countries[round]!),
      ]);
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual(round === 0 ? [200, 400] : [400, 400]);
      for (const reply of replies.filter((one) => one.statusCode === 400))
        expect(reply.json().errors.countries[0]).toMatch(/a country ships from one zone/);
      const rows = await t.runtime.ctx.db
        .select()
        .from(storeShippingZoneCountries)
        .where(
          and(eq(storeShippingZoneCountries.storeId, shop.store.id), eq(storeShippingZoneCountries.country, 'DE')),
        );
      expect(rows).toHaveLength(1);
    }
  });

  it('saves one whole set of tax rates when two saves race, never a mix and never a 500', async () => {
    const shop = await signedInStore(t);
    const save = (rate: string) =>
      sellerCall(t, shop, {
        method: 'PUT',
        url: '/tax-shipping/tax',
        token: shop.token,
        body: {
          prices_include_tax: true,
          tax_name: 'VAT',
          tax_shipping: false,
          rates: [
            { country: 'GB', rate },
            { country: 'IE', rate },
          ],
        },
      });
    for (let round = 0; round < ROUNDS; round += 1) {
      const replies = await Promise.all([save('20'), save('23')]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      const rows = await t.runtime.ctx.db.select().from(storeTaxRates).where(eq(storeTaxRates.storeId, shop.store.id));
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.rate)).size).toBe(1);
    }
  });

  it('never ships to a country whose zone is removed during its checkout: priced with the zone, or refused holding nothing', async () => {
    const shop = await signedInStore(t);
    const { variants } = await insertProduct(t, shop.store.id, { variants: [{ price: 1000, stock: 1000 }] });
    const zone = (name: string, country: string) =>
      sellerCall(t, shop, {
        method: 'POST',
        url: '/tax-shipping/zones',
        token: shop.token,
        body: { name, countries: [country], rates: [{ name: 'Standard', amount: 300 }] },
      });
    // Another zone stays, so the store keeps zones and GB is no longer covered once its zone goes.
    expect((await zone('Elsewhere', 'IE')).statusCode).toBe(200);
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await zone(`UK ${round}`, 'GB');
      const uuid = (created.json().data.zones as Array<{ uuid: string; countries: string[] }>).find((one) =>
        one.countries.includes('GB'),
      )!.uuid;
      const shopper = new Shopper(t, shop.store.domain);
      await shopper.add(variants[0]!.uuid, 1);
      const [checkout, removed] = await Promise.all([
        shopper.checkout({ country: 'GB' }),
        sellerCall(t, shop, { method: 'DELETE', url: `/tax-shipping/zones/${uuid}`, token: shop.token }),
      ]);
      expect(removed.statusCode).toBe(200);
      expect([303, 400], checkout.body).toContain(checkout.statusCode);
    }
    const orders = await t.runtime.ctx.db.select().from(storeOrders).where(eq(storeOrders.storeId, shop.store.id));
    // Every order made was priced with the zone's rate; every refusal held nothing.
    for (const order of orders) expect(order).toMatchObject({ shipping: 300, shippingMethod: 'Standard', total: 1300 });
    expect((await variantById(t, variants[0]!.id)).held).toBe(
      orders.filter((order) => order.status === 'pending').length,
    );
  });
});
