import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeShippingZones, storeTaxRates } from '../src/db/schema/index.js';
import { sellerCall, signedInStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof signedInStore>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await signedInStore(t);
});
afterAll(() => t.close());

type Shop = typeof shop;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, as: Shop = shop) =>
  sellerCall(t, as, { method, url: `/tax-shipping${url}`, token: as.token, body });

const TAX = { prices_include_tax: false, tax_name: 'Sales tax', tax_shipping: true, rates: [] as unknown[] };
const ZONE = { name: 'Europe', countries: ['FR', 'DE'], rates: [{ name: 'Standard', amount: 900, free_above: 10000 }] };
const ratesOf = (storeId: number) =>
  t.runtime.ctx.db.select().from(storeTaxRates).where(eq(storeTaxRates.storeId, storeId));

describe('tax settings', () => {
  it('starts with no tax, and keeps rates exactly: "8.875" is 8875 thousandths, never a float', async () => {
    const empty = await call('GET', '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({
      tax: { prices_include_tax: false, tax_name: 'Tax', rates: [] },
      zones: [],
    });

    const rates = [
      { country: 'US', rate: '8.875' },
      { country: 'US', region: 'ca', rate: '7.25' },
      { country: 'GB', rate: '20' },
      { country: 'DE', rate: '0.001' },
      { country: 'FR', rate: '100' },
    ];
    const saved = await call('PUT', '/tax', { ...TAX, rates });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.tax.rates).toEqual([
      { country: 'DE', region: '', rate: '0.001' },
      { country: 'FR', region: '', rate: '100' },
      { country: 'GB', region: '', rate: '20' },
      { country: 'US', region: '', rate: '8.875' },
      { country: 'US', region: 'CA', rate: '7.25' },
    ]);
    const stored = (await ratesOf(shop.store.id)).map((row) => `${row.country}/${row.region}=${row.rate}`).sort();
    expect(stored).toEqual(['DE/=1', 'FR/=100000', 'GB/=20000', 'US/=8875', 'US/CA=7250']);
  });

  it('refuses negative rates, rates over 100%, too many decimals, numbers, bad country codes and twice the same place', async () => {
    const before = await ratesOf(shop.store.id);
    const cases: Array<[unknown, string, string]> = [
      [{ country: 'US', rate: '-5' }, 'rates.0.rate', 'Rate cannot be negative'],
      [{ country: 'US', rate: '100.001' }, 'rates.0.rate', 'Rate must be at most 100%'],
      [
        { country: 'US', rate: '8.8755' },
        'rates.0.rate',
        'Rate must be a percentage such as 20 or 8.875 (at most 3 decimals)',
      ],
      [{ country: 'US', rate: 8.875 }, 'rates.0.rate', 'Rate must be a percentage such as 20 or 8.875, sent as text'],
      [{ country: 'XX', rate: '5' }, 'rates.0.country', 'XX is not a country code (ISO 3166-1 alpha-2, e.g. GB)'],
      [{ country: 'gb', rate: '5' }, 'rates.0.country', 'gb is not a country code (ISO 3166-1 alpha-2, e.g. GB)'],
      [
        { country: 'US', region: 'New York!', rate: '5' },
        'rates.0.region',
        'Region must be a state or province code such as CA or NY',
      ],
    ];
    for (const [rate, field, message] of cases) {
      const reply = await call('PUT', '/tax', { ...TAX, rates: [rate] });
      expect(reply.statusCode, JSON.stringify(rate)).toBe(400);
      expect(reply.json().errors[field]).toEqual([message]);
    }
    const twice = await call('PUT', '/tax', {
      ...TAX,
      rates: [
        { country: 'US', rate: '1' },
        { country: 'US', rate: '2' },
      ],
    });
    expect(twice.json().errors['rates.1.country']).toEqual(['US has two rates']);
    const noName = await call('PUT', '/tax', { ...TAX, tax_name: ' ' });
    expect(noName.json().errors.tax_name).toEqual(['Tax name is required']);
    // Nothing was written by any refused call.
    expect(await ratesOf(shop.store.id)).toEqual(before);
  });
});

describe('shipping zones', () => {
  it('adds, edits and removes zones; a country ships from one zone only', async () => {
    const own = await signedInStore(t);
    const created = await call('POST', '/zones', ZONE, own);
    expect(created.statusCode, created.body).toBe(200);
    const [europe] = created.json().data.zones;
    expect(europe).toMatchObject({
      name: 'Europe',
      countries: ['DE', 'FR'],
      rates: [{ name: 'Standard', amount: 900, free_above: 10000 }],
    });

    const overlap = await call('POST', '/zones', { ...ZONE, name: 'France', countries: ['ES', 'FR'] }, own);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors.countries).toEqual([
      'France is already in the zone “Europe”: a country ships from one zone',
    ]);

    // The zone itself may keep its countries; moving FR out frees it for a new zone.
    const edited = await call(
      'PUT',
      `/zones/${europe.uuid}`,
      {
        ...ZONE,
        countries: ['DE'],
        rates: [
          { name: 'Standard', amount: 800 },
          { name: 'Express', amount: 1500 },
        ],
      },
      own,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.zones[0]).toMatchObject({
      countries: ['DE'],
      rates: [{ name: 'Standard', free_above: null }, { name: 'Express' }],
    });
    const france = await call('POST', '/zones', { ...ZONE, name: 'France', countries: ['FR'] }, own);
    expect(france.statusCode, france.body).toBe(200);
    expect(france.json().data.zones.map((zone: { name: string }) => zone.name)).toEqual(['Europe', 'France']);

    const removed = await call('DELETE', `/zones/${europe.uuid}`, undefined, own);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.zones.map((zone: { name: string }) => zone.name)).toEqual(['France']);
    expect((await call('DELETE', `/zones/${europe.uuid}`, undefined, own)).statusCode).toBe(404);
  });

  it('refuses negative amounts, a negative free-above threshold, bad codes, empty zones and repeated entries', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rates: [{ name: 'Standard', amount: -1 }] }, 'rates.0.amount', 'Amount cannot be negative'],
      [
        { rates: [{ name: 'Standard', amount: 100, free_above: -1 }] },
        'rates.0.free_above',
        'Free above cannot be negative',
      ],
      [
        { rates: [{ name: 'Standard', amount: 1.5 }] },
        'rates.0.amount',
        'Amount must be a whole number of minor units',
      ],
      [{ countries: ['FR', 'QQ'] }, 'countries.1', 'QQ is not a country code (ISO 3166-1 alpha-2, e.g. GB)'],
      [{ countries: ['FR', 'FR'] }, 'countries.1', 'FR is listed twice'],
      [{ countries: [] }, 'countries', 'A zone needs at least one country'],
      [{ rates: [] }, 'rates', 'A zone needs at least one rate'],
      [
        {
          rates: [
            { name: 'Std', amount: 1 },
            { name: 'STD', amount: 2 },
          ],
        },
        'rates.1.name',
        'Two rates are named STD',
      ],
      [{ name: '' }, 'name', 'Zone name is required'],
    ];
    const fresh = await signedInStore(t);
    for (const [change, field, message] of cases) {
      const reply = await call('POST', '/zones', { ...ZONE, ...change }, fresh);
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().errors[field]).toEqual([message]);
    }
    const zones = await t.runtime.ctx.db
      .select()
      .from(storeShippingZones)
      .where(eq(storeShippingZones.storeId, fresh.store.id));
    expect(zones).toEqual([]);
  });

  it("answers 404 for another store's zone, and changes nothing of it", async () => {
    const other = await signedInStore(t);
    const theirs = (await call('POST', '/zones', ZONE, other)).json().data.zones[0];
    const mine = await signedInStore(t);
    expect((await call('PUT', `/zones/${theirs.uuid}`, { ...ZONE, name: 'Mine' }, mine)).statusCode).toBe(404);
    expect((await call('DELETE', `/zones/${theirs.uuid}`, undefined, mine)).statusCode).toBe(404);
    expect((await call('PUT', '/zones/not-a-uuid', ZONE, mine)).statusCode).toBe(400);
    expect((await call('GET', '', undefined, other)).json().data.zones).toEqual([theirs]);
  });
});
