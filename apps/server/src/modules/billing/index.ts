/**
 * The billing domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Plans, their limits and periods, payments and receipts. What other domains sell through it (site plans, pilots)
 * and the steps they add to its cycle are composed at start (purchasables.ts), so billing imports none of them.
 */
export { newReference, startPricedPayment } from './initialize-transaction.js';
export { assertWithinPlan } from './plan-limits.js';
export { oneMonthFrom } from './plan-period.js';
export { RENEWAL_REMINDER_DAYS, UNPAID_GRACE_DAYS, unpaidPlanEnd } from './plan-renewals.js';
export { assertProjectWritable, deploymentRunRefusal, projectReadOnlyReason } from './plan-standing.js';
export {
  definePurchasable,
  type BillingCycleScope,
  type BillingCycleStep,
  type ForeignCheckouts,
  type PricedPurchase,
} from './purchasable.js';
export { composeBilling } from './purchasables.js';
export { queueReceiptMail } from './receipt-mail.js';
export { planEndedMail, renewalReminderMail } from './renewal-mail.js';
