import type { OrderTotals } from '@aerie/contract';

import type { Queryable } from '../../../db/client.js';
import type { CartLine } from '../cart.js';
import { discountFor } from '../discounts/discount-for.js';
import type { StoreRow } from '../storefront-store.js';
import { priceOrder, type OrderPricing, type PricingRules } from './price-order.js';

/**
 * What the buyer chose that changes the price: where the order ships, and a discount code. The e-mail (known
 * at checkout) decides a code's per-customer limit; `now` its dates.
 */
export interface PricingChoice {
  country?: string | null | undefined;
  code?: string | null | undefined;
  email?: string | null | undefined;
  now?: Date | undefined;
}

type PricedStore = Pick<StoreRow, 'id' | 'shippingRate' | 'currency'>;

export type CheckoutPricing = OrderPricing<CartLine> &
  Pick<OrderTotals, 'discountCode' | 'taxName'> & {
    /** Why the code the buyer gave takes nothing off, in their words; null when it applies or none was given. */
    discountRefusal: string | null;
  };

/**
 * The rules a cart of this store is priced by: the store's shipping rate, the discount of the buyer's code
 * (discounts/discount-for.ts), and no tax yet. The one place checkout, the cart and the checkout page ask,
 * so what the buyer is shown is what is charged.
 */
async function pricingRulesFor(
  db: Queryable,
  store: PricedStore,
  lines: CartLine[],
  choice: PricingChoice,
): Promise<{
  rules: PricingRules;
  discountCode: string | null;
  discountRefusal: string | null;
  taxName: string | null;
}> {
  const offer = await discountFor(db, store, lines, choice);
  return {
    rules: { shipping: store.shippingRate, discount: offer.discount },
    discountCode: offer.code,
    discountRefusal: offer.refusal,
    taxName: null,
  };
}

export async function priceCheckout(
  db: Queryable,
  store: PricedStore,
  lines: CartLine[],
  choice: PricingChoice = {},
): Promise<CheckoutPricing> {
  const { rules, discountCode, discountRefusal, taxName } = await pricingRulesFor(db, store, lines, choice);
  return { ...priceOrder(lines, rules), discountCode, discountRefusal, taxName };
}
