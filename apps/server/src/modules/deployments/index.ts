/**
 * The deployments domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Deployments, their runs and push-to-deploy (a subscriber to `branch.pushed`); Caddy on their servers for
 * the hosts of the workspace's domains pointed at them (issue 32 § 3).
 */
export { pushToDeploy } from './push-to-deploy.js';
export { DEPLOYMENTS_SEALED_COLUMNS } from './sealed-columns.js';
export { publishSiteToServer } from './site-releases/queue-site-release.js';
export { runSiteRelease } from './site-releases/run-site-release.js';
export type { SiteReleaseJob } from './site-releases/site-release-job.js';
export { loadSiteServer } from './site-releases/site-server-view.js';
export { removeSiteServer, rollBackSiteServer, setSiteServer } from './site-releases/set-site-server.js';
export { caddyServersOfDomains, caddyServersOfHost } from './server-caddy/caddy-servers.js';
export { requestCaddySync } from './server-caddy/caddy-sync.js';
