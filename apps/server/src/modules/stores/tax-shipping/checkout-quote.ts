import { countryName, isCountryCode } from '@aerie/contract';

import type { Queryable } from '../../../db/client.js';
import type { CartLine } from '../cart.js';
import { priceCheckout, type CheckoutPricing, type PricingChoice } from '../pricing/checkout-pricing.js';
import { cheapestOption, NotShippable, shippingOffer, type ShippingOffer } from '../pricing/shipping-for.js';
import type { StoreRow } from '../storefront-store.js';
import { checkoutPlaces, type CheckoutPlaces } from './checkout-places.js';

/** Where the buyer said the order goes, and the rate they picked, as the form or the query sent them. */
export interface PlaceChoice {
  country: string;
  region: string;
  shipping: string;
}

export interface CheckoutQuote {
  places: CheckoutPlaces;
  /** The rates offered for the chosen country, once it is one the store ships to. */
  offer: ShippingOffer | null;
  /** The region the totals use: the chosen one when the seller taxes it apart, else ''. */
  region: string;
  /** The rate the totals use: the chosen one, or the cheapest. */
  shippingMethod: string | null;
  /** The totals, once they can be known (a country is chosen, or nothing depends on it). */
  pricing: CheckoutPricing | null;
  /** Why the choice cannot be checked out, in the buyer's words; null when it can. */
  problem: string | null;
}

/**
 * What the checkout page shows and what POST /checkout checks before it holds anything (issue 30 § 3):
 * the country must be one of the list the store ships to, the region one the seller taxes (or none),
 * the rate one of the country's zone. The totals (with the cart's discount code) come from the database,
 * never from the form.
 */
export async function checkoutQuote(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate' | 'currency'>,
  lines: CartLine[],
  choice: PlaceChoice,
  discount: Pick<PricingChoice, 'code' | 'email' | 'now'> = {},
): Promise<CheckoutQuote> {
  const places = await checkoutPlaces(db, store.id);
  const unpriced = async (problem: string): Promise<CheckoutQuote> => ({
    places,
    offer: null,
    region: '',
    shippingMethod: null,
    pricing: places.dependsOnCountry ? null : await priceCheckout(db, store, lines, discount),
    problem,
  });
  const { country } = choice;
  if (!country) return unpriced('Choose the country your order ships to.');
  if (!isCountryCode(country)) return unpriced('Choose your country from the list.');
  if (!places.countries.includes(country))
    return unpriced(`Sorry, this store does not ship to ${countryName(country)}.`);
  const regions = places.regions.get(country) ?? [];
  const region = regions.includes(choice.region) ? choice.region : '';
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const offer = await shippingOffer(db, store, country, subtotal);
  // The seller removed the zone a moment ago.
  if (offer.kind === 'not-covered') return unpriced(`Sorry, this store does not ship to ${countryName(country)}.`);
  const options = offer.kind === 'zone' ? offer.options : [];
  const chosen = options.find((option) => option.name === choice.shipping);
  const shippingMethod = chosen?.name ?? (options.length ? cheapestOption(options).name : null);
  let pricing: CheckoutPricing;
  try {
    pricing = await priceCheckout(db, store, lines, { ...discount, country, region, shippingMethod });
  } catch (error) {
    // The seller removed the zone or rate between the offer above and this price.
    if (error instanceof NotShippable) return unpriced(`Sorry, this store does not ship to ${countryName(country)}.`);
    throw error;
  }
  let problem: string | null = null;
  // A region left from another country is dropped; a region not among this country's seller regions is not.
  if (choice.region && regions.length && !region)
    problem = `Choose your state or region in ${countryName(country)} from the list.`;
  else if (choice.shipping && !chosen && options.length)
    problem = `Choose one of the shipping rates for ${countryName(country)}, then check the total.`;
  return { places, offer, region, shippingMethod, pricing, problem };
}
