import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { domainHosts, stores, websites, workspaceDomains } from '../../db/schema/index.js';

const ACTIVE_STORE = 1;

type PointedTarget = { kind: 'site'; websiteId: number } | { kind: 'store'; storeDomain: string };

/**
 * The hosts of verified domains pointed at a site or an active store, in memory: the Host-header routing
 * and the sites' fast path ask it synchronously before any route runs, so it costs one Map lookup. Loaded
 * with the websites domain's custom-domain set (at start, every 30 s, and at once after a change in this
 * process). A site's host is kept whether or not the site is published: the live sites answer that, as for
 * a site's own custom domain. A site whose plan ended (custom domain suspended) keeps no host.
 */
let pointed = new Map<string, PointedTarget>();

export async function loadPointedHosts(db: Queryable): Promise<void> {
  const rows = await db
    .select({ host: domainHosts.host, websiteId: websites.id, storeDomain: stores.domain })
    .from(domainHosts)
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .leftJoin(websites, and(eq(websites.id, domainHosts.websiteId), isNull(websites.customDomainSuspendedAt)))
    .leftJoin(stores, and(eq(stores.id, domainHosts.storeId), eq(stores.status, ACTIVE_STORE)))
    .where(and(isNotNull(workspaceDomains.verifiedAt), or(isNotNull(websites.id), isNotNull(stores.id))));
  const next = new Map<string, PointedTarget>();
  for (const row of rows) {
    if (row.websiteId !== null) next.set(row.host, { kind: 'site', websiteId: row.websiteId });
    else if (row.storeDomain !== null) next.set(row.host, { kind: 'store', storeDomain: row.storeDomain });
  }
  pointed = next;
}

/** The site a host (lower case, no port) is pointed at, if any. */
export function siteOfHost(host: string): number | undefined {
  const target = pointed.get(host);
  return target?.kind === 'site' ? target.websiteId : undefined;
}

/** The store (its label under the stores host) a host (lower case, no port) is pointed at, if any. */
export function storeOfHost(host: string): string | undefined {
  const target = pointed.get(host);
  return target?.kind === 'store' ? target.storeDomain : undefined;
}
