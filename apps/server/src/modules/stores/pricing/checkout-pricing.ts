import type { OrderTotals } from '@aerie/contract';

import type { Queryable } from '../../../db/client.js';
import type { CartLine } from '../cart.js';
import { discountFor } from '../discounts/discount-for.js';
import type { StoreRow } from '../storefront-store.js';
import { priceOrder, type OrderPricing, type PricingRules } from './price-order.js';
import { shippingFor } from './shipping-for.js';
import { taxFor } from './tax-for.js';

/**
 * What the buyer chose that changes the price: where the order ships and how, and a discount code. The
 * e-mail (known at checkout) decides a code's per-customer limit; `now` its dates.
 */
export interface PricingChoice {
  country?: string | null | undefined;
  /** A state or province the seller taxes apart (tax-for.ts). */
  region?: string | null | undefined;
  /** The name of the shipping rate chosen among the country's zone's (shipping-for.ts). */
  shippingMethod?: string | null | undefined;
  code?: string | null | undefined;
  email?: string | null | undefined;
  now?: Date | undefined;
  /** The cart: its items and their discount only, since shipping and tax wait for the country. */
  itemsOnly?: boolean | undefined;
}

type PricedStore = Pick<StoreRow, 'id' | 'shippingRate' | 'currency'>;

export type CheckoutPricing = OrderPricing<CartLine> &
  Pick<OrderTotals, 'discountCode' | 'taxName'> & {
    shippingMethod: string | null;
    /** Why the code the buyer gave takes nothing off, in their words; null when it applies or none was given. */
    discountRefusal: string | null;
  };

type PricingOf = Omit<CheckoutPricing, keyof OrderPricing<CartLine>> & { rules: PricingRules };

/**
 * The rules a cart of this store is priced by: the shipping of the buyer's country and chosen rate
 * (shipping-for.ts, which throws NotShippable for a country no zone covers), the discount of the buyer's
 * code (discounts/discount-for.ts) and the tax of its country and region (tax-for.ts). The one place
 * checkout, the cart and the checkout page ask, so what the buyer is shown is what is charged.
 */
async function pricingRulesFor(
  db: Queryable,
  store: PricedStore,
  lines: CartLine[],
  choice: PricingChoice,
): Promise<PricingOf> {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const offer = await discountFor(db, store, lines, choice);
  if (choice.itemsOnly) {
    const rules = { shipping: 0, discount: offer.discount };
    return { rules, discountCode: offer.code, discountRefusal: offer.refusal, taxName: null, shippingMethod: null };
  }
  const shipping = await shippingFor(db, store, choice, subtotal);
  const { tax, taxName } = await taxFor(db, store.id, choice);
  return {
    rules: { shipping: shipping.amount, discount: offer.discount, tax },
    discountCode: offer.code,
    discountRefusal: offer.refusal,
    taxName,
    shippingMethod: shipping.method,
  };
}

export async function priceCheckout(
  db: Queryable,
  store: PricedStore,
  lines: CartLine[],
  choice: PricingChoice = {},
): Promise<CheckoutPricing> {
  const { rules, ...named } = await pricingRulesFor(db, store, lines, choice);
  return { ...priceOrder(lines, rules), ...named };
}
