import type { AppContext } from '../context.js';
import type { LiveSites } from '../modules/websites/serve/live-sites.js';

/**
 * What the hosts are built with: the ports every service gets, and the published sites this web process
 * serves — the websites domain's cache, created and started by the composition root (runtime.ts), not a
 * port, so it is not in AppContext.
 */
export interface HostContext extends AppContext {
  liveSites: LiveSites;
}
