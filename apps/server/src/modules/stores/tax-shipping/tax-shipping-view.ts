import { formatTaxRate, type TaxShipping } from '@aerie/contract';
import { asc, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import {
  storeShippingRates,
  storeShippingZoneCountries,
  storeShippingZones,
  storeTaxRates,
  storeTaxSettings,
} from '../../../db/schema/index.js';
import type { StoreRow } from '../storefront-store.js';

type Store = Pick<StoreRow, 'id' | 'currency' | 'shippingRate'>;

/** The seller's "Tax & shipping" page: settings (defaults while the store has none), rates and zones. */
export async function getTaxShipping(db: Queryable, store: Store): Promise<TaxShipping> {
  const [settings] = await db.select().from(storeTaxSettings).where(eq(storeTaxSettings.storeId, store.id));
  const rates = await db
    .select()
    .from(storeTaxRates)
    .where(eq(storeTaxRates.storeId, store.id))
    .orderBy(asc(storeTaxRates.country), asc(storeTaxRates.region));
  const zones = await db
    .select()
    .from(storeShippingZones)
    .where(eq(storeShippingZones.storeId, store.id))
    .orderBy(asc(storeShippingZones.createdAt), asc(storeShippingZones.id));
  const zoneIds = zones.map((zone) => zone.id);
  const countries = zoneIds.length
    ? await db
        .select()
        .from(storeShippingZoneCountries)
        .where(inArray(storeShippingZoneCountries.zoneId, zoneIds))
        .orderBy(asc(storeShippingZoneCountries.country))
    : [];
  const zoneRates = zoneIds.length
    ? await db
        .select()
        .from(storeShippingRates)
        .where(inArray(storeShippingRates.zoneId, zoneIds))
        .orderBy(asc(storeShippingRates.position), asc(storeShippingRates.id))
    : [];
  return {
    currency: store.currency,
    flat_shipping_rate: store.shippingRate,
    tax: {
      prices_include_tax: settings?.pricesIncludeTax ?? false,
      tax_name: settings?.taxName ?? 'Tax',
      tax_shipping: settings?.taxShipping ?? false,
      rates: rates.map((rate) => ({ country: rate.country, region: rate.region, rate: formatTaxRate(rate.rate) })),
    },
    zones: zones.map((zone) => ({
      uuid: zone.uuid,
      name: zone.name,
      countries: countries.filter((row) => row.zoneId === zone.id).map((row) => row.country),
      rates: zoneRates
        .filter((rate) => rate.zoneId === zone.id)
        .map((rate) => ({ uuid: rate.uuid, name: rate.name, amount: rate.amount, free_above: rate.freeAbove })),
    })),
  };
}
