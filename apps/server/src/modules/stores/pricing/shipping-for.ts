import { and, asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeShippingRates, storeShippingZoneCountries, storeShippingZones } from '../../../db/schema/index.js';
import type { StoreRow } from '../storefront-store.js';

export interface ShippingOption {
  name: string;
  /** What this cart pays: the rate's amount, or 0 once the subtotal reaches its "free above". */
  charge: number;
  amount: number;
  freeAbove: number | null;
}

/**
 * What a country is offered: `flat` while the store has no zone (its one rate, every country, as before
 * issue 30), the rates of the zone that holds the country, or `not-covered`.
 */
export type ShippingOffer =
  { kind: 'flat'; charge: number } | { kind: 'zone'; options: ShippingOption[] } | { kind: 'not-covered' };

/** Thrown while pricing a checkout that cannot ship: rolls the checkout's transaction back (checkout.ts). */
export class NotShippable extends Error {
  constructor(readonly reason: 'country' | 'rate') {
    super(`not shippable: ${reason}`);
  }
}

/**
 * "Free above" compares the subtotal before any discount (docs/architecture.md § Store pricing): the
 * same figure the cart shows, so a buyer sees at once whether the threshold is met.
 */
export async function shippingOffer(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate'>,
  country: string | null | undefined,
  subtotal: number,
): Promise<ShippingOffer> {
  const [anyZone] = await db
    .select({ id: storeShippingZones.id })
    .from(storeShippingZones)
    .where(eq(storeShippingZones.storeId, store.id))
    .limit(1);
  if (!anyZone) return { kind: 'flat', charge: store.shippingRate };
  if (!country) return { kind: 'not-covered' };
  const rates = await db
    .select({
      name: storeShippingRates.name,
      amount: storeShippingRates.amount,
      freeAbove: storeShippingRates.freeAbove,
    })
    .from(storeShippingZoneCountries)
    .innerJoin(storeShippingRates, eq(storeShippingRates.zoneId, storeShippingZoneCountries.zoneId))
    .where(and(eq(storeShippingZoneCountries.storeId, store.id), eq(storeShippingZoneCountries.country, country)))
    .orderBy(asc(storeShippingRates.position), asc(storeShippingRates.id));
  if (rates.length === 0) return { kind: 'not-covered' };
  const options = rates.map((rate) => ({
    ...rate,
    charge: rate.freeAbove !== null && subtotal >= rate.freeAbove ? 0 : rate.amount,
  }));
  return { kind: 'zone', options };
}

/** The cheapest option, the first listed on a tie: what the checkout page shows before the buyer picks. */
export const cheapestOption = (options: ShippingOption[]) =>
  options.reduce((best, option) => (option.charge < best.charge ? option : best));

/**
 * What shipping costs for the buyer's country and chosen rate, read from the database every time (the
 * form only names the rate). The cheapest rate when none was chosen.
 */
export async function shippingFor(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate'>,
  choice: { country?: string | null | undefined; shippingMethod?: string | null | undefined },
  subtotal: number,
): Promise<{ amount: number; method: string | null }> {
  const offer = await shippingOffer(db, store, choice.country, subtotal);
  if (offer.kind === 'flat') return { amount: offer.charge, method: null };
  if (offer.kind === 'not-covered') throw new NotShippable('country');
  const chosen = choice.shippingMethod
    ? offer.options.find((option) => option.name === choice.shippingMethod)
    : cheapestOption(offer.options);
  if (!chosen) throw new NotShippable('rate');
  return { amount: chosen.charge, method: chosen.name };
}
