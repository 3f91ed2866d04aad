/**
 * The websites domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The site builder, publishing, site plans, custom domains and serving published sites (serve/).
 */
export { endSitePlans } from './site-plan/end-site-plans.js';
export { sitePlanPurchasable } from './site-plan/site-plan-purchasable.js';
export { remindAndEndUnpaidSitePlans } from './site-plan/site-plan-renewals.js';
export { liveStaticSite, type LiveStaticSite } from './export/live-static-site.js';
export type { StaticFile } from './export/static-site.js';
export { loadVisibleWebsite, type VisibleWebsite } from './website-access.js';
