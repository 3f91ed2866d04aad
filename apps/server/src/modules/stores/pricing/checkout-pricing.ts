import type { OrderTotals } from '@aerie/contract';

import type { Queryable } from '../../../db/client.js';
import type { CartLine } from '../cart.js';
import type { StoreRow } from '../storefront-store.js';
import { priceOrder, type OrderPricing, type PricingRules } from './price-order.js';
import { shippingFor } from './shipping-for.js';
import { taxFor } from './tax-for.js';

/** What the buyer chose that changes the price: where the order ships, and a discount code. */
export interface PricingChoice {
  country?: string | null | undefined;
  /** A state or province the seller taxes apart (tax-for.ts). */
  region?: string | null | undefined;
  /** The name of the shipping rate chosen among the country's zone's (shipping-for.ts). */
  shippingMethod?: string | null | undefined;
  code?: string | null | undefined;
}

export type CheckoutPricing = OrderPricing<CartLine> &
  Pick<OrderTotals, 'discountCode' | 'taxName'> & { shippingMethod: string | null };

/**
 * The rules a cart of this store is priced by: the shipping of the buyer's country and chosen rate
 * (shipping-for.ts, which throws NotShippable for a country no zone covers), the tax of its country and
 * region (tax-for.ts), and no discount yet. The one place checkout, the cart and the checkout page ask,
 * so what the buyer is shown is what is charged.
 */
async function pricingRulesFor(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate'>,
  lines: CartLine[],
  choice: PricingChoice,
): Promise<{
  rules: PricingRules;
  discountCode: string | null;
  taxName: string | null;
  shippingMethod: string | null;
}> {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = await shippingFor(db, store, choice, subtotal);
  const { tax, taxName } = await taxFor(db, store.id, choice);
  return { rules: { shipping: shipping.amount, tax }, discountCode: null, taxName, shippingMethod: shipping.method };
}

export async function priceCheckout(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'shippingRate'>,
  lines: CartLine[],
  choice: PricingChoice = {},
): Promise<CheckoutPricing> {
  const { rules, discountCode, taxName, shippingMethod } = await pricingRulesFor(db, store, lines, choice);
  return { ...priceOrder(lines, rules), discountCode, taxName, shippingMethod };
}
