/**
 * The hosting domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Servers and pilots: connections, SSH access, pilot purchase and lifetime; destroys a deleted project's pilots (a
 * subscriber to `project.deleted`).
 */
export { destroyProjectPilots } from './destroy-project-pilots.js';
export { endPilotPeriods } from './end-pilot-periods.js';
export { hostingPage } from './hosting-page.js';
export { pilotPurchasable } from './pilot-purchasable.js';
export { HOSTING_SEALED_COLUMNS } from './sealed-columns.js';
export { openServerSession } from './server-session.js';
export { isExpired } from './server-view.js';
export { ensureCaddy, type EnsureCaddyResult } from './server-caddy/ensure-caddy.js';
export { syncCaddySites, type SyncCaddyOptions } from './server-caddy/sync-caddy-sites.js';
export type { CaddySite } from './server-caddy/caddy-sites.js';
