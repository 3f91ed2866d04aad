import { composeBilling } from './modules/billing/index.js';
import { billExpertEngagements } from './modules/experts/index.js';
import { endPilotPeriods, pilotPurchasable } from './modules/hosting/index.js';
import { revokeMemberSellerSessions, storeOrderCheckouts } from './modules/stores/index.js';
import { endSitePlans, remindAndEndUnpaidSitePlans, sitePlanPurchasable } from './modules/websites/index.js';
import { composeAccessEnders } from './modules/workspaces/index.js';

/**
 * The composition root's inversions (docs/architecture.md § Domains): a lower domain asks for what higher
 * ones provide — billing for what it sells and the steps of its cycle, a membership change for the sessions
 * other domains opened under it — instead of importing them. Called by
 * startRuntime before anything runs; calling it again (a second app in a test) sets the same parts.
 */
export function composeDomains(): void {
  composeBilling({
    purchasables: [sitePlanPurchasable, pilotPurchasable],
    cycleSteps: [
      ['expert engagements', billExpertEngagements],
      ['end cancelled site plans', endSitePlans],
      ['remind of and end unpaid site plans', remindAndEndUnpaidSitePlans],
      ['warn of and destroy ended pilots', endPilotPeriods],
    ],
    foreignCheckouts: storeOrderCheckouts,
  });
  composeAccessEnders([revokeMemberSellerSessions]);
}
