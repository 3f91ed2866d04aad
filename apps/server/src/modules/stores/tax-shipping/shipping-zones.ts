import type { ShippingZoneInputSchema } from '@aerie/contract';
import { COUNTRY_NAMES, type CountryCode, type TaxShipping } from '@aerie/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';

import type { Database, Transaction } from '../../../db/client.js';
import {
  storeShippingRates,
  storeShippingZoneCountries,
  storeShippingZones,
  storeTaxSettings,
} from '../../../db/schema/index.js';
import { fieldError, notFound } from '../../../errors.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import type { StoreRow } from '../storefront-store.js';
import { getTaxShipping } from './tax-shipping-view.js';

type Store = Pick<StoreRow, 'id' | 'currency' | 'shippingRate'>;
type ZoneInput = z.output<typeof ShippingZoneInputSchema>;

const COUNTRY_CONSTRAINT = 'store_shipping_zone_countries_store_country_unique';

const overlap = (country: string, zone: string) => {
  const message = `${COUNTRY_NAMES[country as CountryCode] ?? country} is already in the zone “${zone}”: a country ships from one zone`;
  return fieldError('countries', message);
};

/**
 * The store's zone writes take turns: the store's tax settings row (made here if missing) is locked first,
 * so the overlap check below sees every zone committed before it. The unique key on (store, country)
 * stands behind it for any writer that skips the lock.
 */
async function lockZonesOf(tx: Transaction, storeId: number) {
  await tx.insert(storeTaxSettings).values({ storeId }).onConflictDoNothing();
  await tx
    .select({ id: storeTaxSettings.storeId })
    .from(storeTaxSettings)
    .where(eq(storeTaxSettings.storeId, storeId))
    .for('update');
}

async function refuseOverlap(tx: Transaction, storeId: number, countries: string[], exceptZoneId: number | null) {
  const [taken] = await tx
    .select({ country: storeShippingZoneCountries.country, zone: storeShippingZones.name })
    .from(storeShippingZoneCountries)
    .innerJoin(storeShippingZones, eq(storeShippingZones.id, storeShippingZoneCountries.zoneId))
    .where(
      and(
        eq(storeShippingZoneCountries.storeId, storeId),
        inArray(storeShippingZoneCountries.country, countries),
        ...(exceptZoneId === null ? [] : [ne(storeShippingZoneCountries.zoneId, exceptZoneId)]),
      ),
    )
    .orderBy(storeShippingZoneCountries.country)
    .limit(1);
  if (taken) throw overlap(taken.country, taken.zone);
}

async function writeZoneContents(tx: Transaction, storeId: number, zoneId: number, input: ZoneInput) {
  await tx.delete(storeShippingZoneCountries).where(eq(storeShippingZoneCountries.zoneId, zoneId));
  await tx.delete(storeShippingRates).where(eq(storeShippingRates.zoneId, zoneId));
  await tx.insert(storeShippingZoneCountries).values(input.countries.map((country) => ({ zoneId, storeId, country })));
  await tx.insert(storeShippingRates).values(
    input.rates.map((rate, position) => ({
      zoneId,
      name: rate.name,
      amount: rate.amount,
      freeAbove: rate.free_above,
      position,
    })),
  );
}

async function inZoneLock<T>(db: Database, store: Store, work: (tx: Transaction) => Promise<T>): Promise<TaxShipping> {
  try {
    return await db.transaction(async (tx) => {
      await lockZonesOf(tx, store.id);
      await work(tx);
      return getTaxShipping(tx, store);
    });
  } catch (error) {
    if (isUniqueViolation(error, COUNTRY_CONSTRAINT))
      throw fieldError(
        'countries',
        'One of these countries was just put in another zone: a country ships from one zone',
      );
    throw error;
  }
}

async function zoneOfStore(tx: Transaction, storeId: number, uuid: string) {
  const [zone] = await tx
    .select({ id: storeShippingZones.id })
    .from(storeShippingZones)
    .where(and(eq(storeShippingZones.uuid, uuid), eq(storeShippingZones.storeId, storeId)));
  if (!zone) throw notFound('The shipping zone');
  return zone;
}

export function createShippingZone(db: Database, store: Store, input: ZoneInput): Promise<TaxShipping> {
  return inZoneLock(db, store, async (tx) => {
    await refuseOverlap(tx, store.id, input.countries, null);
    const [zone] = await tx.insert(storeShippingZones).values({ storeId: store.id, name: input.name }).returning();
    await writeZoneContents(tx, store.id, zone!.id, input);
  });
}

/** Another store's zone, or one already deleted, answers 404 like a zone that never was. */
export function updateShippingZone(db: Database, store: Store, uuid: string, input: ZoneInput): Promise<TaxShipping> {
  return inZoneLock(db, store, async (tx) => {
    const zone = await zoneOfStore(tx, store.id, uuid);
    await refuseOverlap(tx, store.id, input.countries, zone.id);
    await tx.update(storeShippingZones).set({ name: input.name }).where(eq(storeShippingZones.id, zone.id));
    await writeZoneContents(tx, store.id, zone.id, input);
  });
}

export function deleteShippingZone(db: Database, store: Store, uuid: string): Promise<TaxShipping> {
  return inZoneLock(db, store, async (tx) => {
    const zone = await zoneOfStore(tx, store.id, uuid);
    await tx.delete(storeShippingZones).where(eq(storeShippingZones.id, zone.id));
  });
}
