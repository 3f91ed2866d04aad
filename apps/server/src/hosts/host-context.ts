import type { SiteAnalytics } from '../modules/websites/analytics/site-analytics.js';
import type { LiveSites } from '../modules/websites/serve/live-sites.js';

/**
 * What the hosts are built with beside AppContext's ports: the published sites this web process serves —
 * the websites domain's cache, created and started by the composition root (runtime.ts), not a port, so
 * it is not in AppContext. Passed next to the context, never merged into a copy of it: tests swap a port
 * on the runtime's context (a cloud that refuses) and the app must see the swap.
 */
export interface HostServices {
  liveSites: LiveSites;
  /** Counts the published pages this process serves (issue 31), written every few seconds. */
  siteAnalytics: SiteAnalytics;
}
