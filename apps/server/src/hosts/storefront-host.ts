import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../context.js';
import { storeDomainOf } from '../modules/stores/store-hosts.js';
import { registerSellerAdminPages } from '../routes/seller-admin/index.js';
import { registerStorefrontPages } from '../routes/storefront/index.js';

/** Whether a Host header is a storefront's (`{domain}.{stores host}`). */
export function isStorefrontHost(host: string, ctx: AppContext): boolean {
  return storeDomainOf(host, ctx.config.stores) !== null;
}

/**
 * The storefronts' host (docs/architecture.md § Hosts and scopes): every store at `{domain}.{stores host}`, told apart
 * by Host header, with its shop pages and, at `/login` and `/admin`, its seller's pages. The seller's calls go to
 * `/store-api/…` on the store's own origin (hosts/host-routing.ts sends them to the store host), so the admin needs no
 * cross-origin requests. Nothing of the app is reachable here.
 */
export async function registerStorefrontHost(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerStorefrontPages(scope, ctx);
  await registerSellerAdminPages(scope, ctx);
}
