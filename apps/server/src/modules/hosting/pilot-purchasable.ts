import { definePurchasable } from '../billing/index.js';
import { grantPilot } from './grant-pilot.js';
import { pricePilotPurchase } from './price-pilot-purchase.js';

/** A pilot's month, sold through billing: priced with its promo code, created or renewed when paid. */
export const pilotPurchasable = definePurchasable({
  type: 'pilot',
  price: (db, workspace, purchase) => pricePilotPurchase(db, workspace, purchase),
  grant: grantPilot,
});
