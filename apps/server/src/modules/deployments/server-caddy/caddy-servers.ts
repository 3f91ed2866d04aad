import { eq, inArray, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { deployments, domainHosts, siteServerTargets } from '../../../db/schema/index.js';

/**
 * The servers whose Caddy serves (or may serve) hosts matching `where`: the server of a deployment a host points
 * at (§ 3), and the server a site a host points at is published to (§ 4).
 */
async function caddyServersWhere(db: Queryable, where: SQL): Promise<number[]> {
  const [apps, sites] = await Promise.all([
    db
      .selectDistinct({ serverId: deployments.serverId })
      .from(domainHosts)
      .innerJoin(deployments, eq(deployments.id, domainHosts.deploymentId))
      .where(where),
    db
      .selectDistinct({ serverId: siteServerTargets.serverId })
      .from(domainHosts)
      .innerJoin(siteServerTargets, eq(siteServerTargets.websiteId, domainHosts.websiteId))
      .where(where),
  ]);
  return [...new Set([...apps, ...sites].map((row) => row.serverId))];
}

/**
 * The servers whose Caddy serves (or may serve) hosts of these domains: read before and after a change to
 * the hosts, so the server a host left is synced as well as the one it now points at.
 */
export async function caddyServersOfDomains(db: Queryable, domainIds: number[]): Promise<number[]> {
  if (domainIds.length === 0) return [];
  return caddyServersWhere(db, inArray(domainHosts.domainId, domainIds));
}

/** The server of the deployment a host points at, or of the site it points at when that site is on a server. */
export async function caddyServersOfHost(db: Queryable, hostId: number): Promise<number[]> {
  return caddyServersWhere(db, eq(domainHosts.id, hostId));
}

/** Whether any host points at this deployment: only then do its releases and settings touch Caddy. */
export async function hasDomainHosts(db: Queryable, deploymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: domainHosts.id })
    .from(domainHosts)
    .where(eq(domainHosts.deploymentId, deploymentId))
    .limit(1);
  return row !== undefined;
}
