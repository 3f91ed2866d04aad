import { COUNTRY_CODES, type CountryCode } from '@aerie/contract';
import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeShippingZoneCountries, storeTaxRates } from '../../../db/schema/index.js';

export interface CheckoutPlaces {
  /** Where the store ships: its zones' countries, or every country while it has no zone. */
  countries: CountryCode[];
  /** The regions (state codes) the seller taxes apart, by country. */
  regions: ReadonlyMap<string, string[]>;
  /** Whether shipping or tax depend on where the order goes: then the cart says "calculated at checkout". */
  dependsOnCountry: boolean;
}

export async function checkoutPlaces(db: Queryable, storeId: number): Promise<CheckoutPlaces> {
  const zoned = await db
    .select({ country: storeShippingZoneCountries.country })
    .from(storeShippingZoneCountries)
    .where(eq(storeShippingZoneCountries.storeId, storeId));
  const rates = await db
    .select({ country: storeTaxRates.country, region: storeTaxRates.region })
    .from(storeTaxRates)
    .where(eq(storeTaxRates.storeId, storeId))
    .orderBy(asc(storeTaxRates.region));
  const covered = new Set(zoned.map((row) => row.country));
  const regions = new Map<string, string[]>();
  for (const { country, region } of rates) {
    if (region) regions.set(country, [...(regions.get(country) ?? []), region]);
  }
  return {
    countries: covered.size ? COUNTRY_CODES.filter((code) => covered.has(code)) : COUNTRY_CODES,
    regions,
    dependsOnCountry: covered.size > 0 || rates.length > 0,
  };
}
