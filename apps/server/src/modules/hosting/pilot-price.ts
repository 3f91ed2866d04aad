import type { BillingCurrency } from '@aerie/contract';

import type { PilotPlanRow } from '../../db/schema/index.js';

/**
 * A pilot plan's month in a workspace's billing currency (issue 25), in minor units: the spec's dollar and
 * naira prices (docs/product.md § Buying a pilot); in pounds, the dollar price × 0.8 rounded to whole pounds, the price
 * book's ratio (Earth $10 / £8) — a figure chosen by us (docs/spec-deviations.md), computed so it cannot drift from the
 * dollar price.
 */
export function pilotPriceMinor(plan: Pick<PilotPlanRow, 'dollarPrice' | 'nairaPrice'>, currency: BillingCurrency) {
  if (currency === 'NGN') return plan.nairaPrice;
  if (currency === 'GBP') return Math.round((plan.dollarPrice * 0.8) / 100) * 100;
  return plan.dollarPrice;
}
