import { and, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeTaxRates, storeTaxSettings } from '../../../db/schema/index.js';
import type { OrderTax } from './price-order.js';

/**
 * The tax of an order shipped to `country` (and `region`): the region's own rate when the seller gave
 * one, else the country's, else none. No rate means no tax line at all, not a 0% one.
 */
export async function taxFor(
  db: Queryable,
  storeId: number,
  place: { country?: string | null | undefined; region?: string | null | undefined },
): Promise<{ tax: OrderTax | null; taxName: string | null }> {
  if (!place.country) return { tax: null, taxName: null };
  const regions = place.region ? ['', place.region] : [''];
  const rates = await db
    .select({ region: storeTaxRates.region, rate: storeTaxRates.rate })
    .from(storeTaxRates)
    .where(
      and(
        eq(storeTaxRates.storeId, storeId),
        eq(storeTaxRates.country, place.country),
        inArray(storeTaxRates.region, regions),
      ),
    );
  const rate = rates.find((row) => row.region !== '') ?? rates[0];
  if (!rate) return { tax: null, taxName: null };
  const [settings] = await db.select().from(storeTaxSettings).where(eq(storeTaxSettings.storeId, storeId));
  return {
    tax: { rate: rate.rate, included: settings?.pricesIncludeTax ?? false, shipping: settings?.taxShipping ?? false },
    taxName: settings?.taxName ?? null,
  };
}
