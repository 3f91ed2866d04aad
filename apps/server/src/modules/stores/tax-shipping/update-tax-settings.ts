import type { TaxSettingsInputSchema } from '@aerie/contract';
import { parseTaxRate, type TaxShipping } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { Database } from '../../../db/client.js';
import { storeTaxRates, storeTaxSettings } from '../../../db/schema/index.js';
import type { StoreRow } from '../storefront-store.js';
import { getTaxShipping } from './tax-shipping-view.js';

type TaxSettings = z.output<typeof TaxSettingsInputSchema>;

/** Saves the settings and replaces the rates in one transaction: a checkout reads all old or all new. */
export async function updateTaxSettings(
  db: Database,
  store: Pick<StoreRow, 'id' | 'currency' | 'shippingRate'>,
  input: TaxSettings,
): Promise<TaxShipping> {
  return db.transaction(async (tx) => {
    const settings = {
      pricesIncludeTax: input.prices_include_tax,
      taxName: input.tax_name,
      taxShipping: input.tax_shipping,
      updatedAt: new Date(),
    };
    await tx
      .insert(storeTaxSettings)
      .values({ storeId: store.id, ...settings })
      .onConflictDoUpdate({ target: storeTaxSettings.storeId, set: settings });
    await tx.delete(storeTaxRates).where(eq(storeTaxRates.storeId, store.id));
    if (input.rates.length > 0) {
      await tx.insert(storeTaxRates).values(
        input.rates.map((rate) => ({
          storeId: store.id,
          country: rate.country,
          region: rate.region,
          rate: parseTaxRate(rate.rate),
        })),
      );
    }
    return getTaxShipping(tx, store);
  });
}
