import { composeBilling } from './modules/billing/purchasables.js';
import { billExpertEngagements } from './modules/experts/expert-billing-step.js';
import { endPilotPeriods } from './modules/hosting/end-pilot-periods.js';
import { pilotPurchasable } from './modules/hosting/pilot-purchasable.js';
import { revokeMemberSellerSessions } from './modules/stores/revoke-member-seller-sessions.js';
import { storeOrderCheckouts } from './modules/stores/store-order-checkouts.js';
import { endSitePlans } from './modules/websites/site-plan/end-site-plans.js';
import { sitePlanPurchasable } from './modules/websites/site-plan/site-plan-purchasable.js';
import { remindAndEndUnpaidSitePlans } from './modules/websites/site-plan/site-plan-renewals.js';
import { composeAccessEnders } from './modules/workspaces/member-access.js';

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
