import type { OrderTotals } from '@aerie/contract';

import type { Queryable } from '../../../db/client.js';
import type { CartLine } from '../cart.js';
import type { StoreRow } from '../storefront-store.js';
import { priceOrder, type OrderPricing, type PricingRules } from './price-order.js';

/** What the buyer chose that changes the price: where the order ships, and a discount code. */
export interface PricingChoice {
  country?: string | null | undefined;
  code?: string | null | undefined;
}

export type CheckoutPricing = OrderPricing<CartLine> & Pick<OrderTotals, 'discountCode' | 'taxName'>;

/**
 * The rules a cart of this store is priced by: the store's shipping rate, and no discount or tax yet. The
 * one place checkout, the cart and the checkout page ask, so what the buyer is shown is what is charged.
 */
async function pricingRulesFor(
  _db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate'>,
  _lines: CartLine[],
  _choice: PricingChoice,
): Promise<{ rules: PricingRules; discountCode: string | null; taxName: string | null }> {
  return { rules: { shipping: store.shippingRate }, discountCode: null, taxName: null };
}

export async function priceCheckout(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate'>,
  lines: CartLine[],
  choice: PricingChoice = {},
): Promise<CheckoutPricing> {
  const { rules, discountCode, taxName } = await pricingRulesFor(db, store, lines, choice);
  return { ...priceOrder(lines, rules), discountCode, taxName };
}
