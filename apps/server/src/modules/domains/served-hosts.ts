import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { domainHosts, stores, websites, workspaceDomains } from '../../db/schema/index.js';

const ACTIVE_STORE = 1;

/**
 * Whether a host of a verified domain is pointed at something live: a published site or an active store.
 * One query through the host index: Caddy's on-demand TLS asks it on every handshake for a name it holds no
 * certificate for (modules/websites/custom-domain/served-domain.ts).
 */
export async function isServedHost(db: Queryable, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: domainHosts.id })
    .from(domainHosts)
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .leftJoin(websites, eq(websites.id, domainHosts.websiteId))
    .leftJoin(stores, eq(stores.id, domainHosts.storeId))
    .where(
      and(
        eq(domainHosts.host, host),
        isNotNull(workspaceDomains.verifiedAt),
        or(
          and(isNotNull(websites.publishedAt), isNull(websites.customDomainSuspendedAt)),
          eq(stores.status, ACTIVE_STORE),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Who serves the hosts keeps them in memory (the websites domain's live sites, the stores host): it
 * registers here at start and is told at once when a domain is verified or removed or a host repointed, so
 * this process answers without waiting for its periodic refresh. Other processes see it at theirs.
 */
const listeners = new Set<() => Promise<void>>();

export const served = {
  onChange(listener: () => Promise<void>): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  async refresh(): Promise<void> {
    await Promise.all([...listeners].map((listener) => listener()));
  },
};
