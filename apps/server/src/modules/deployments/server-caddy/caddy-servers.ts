import { eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { deployments, domainHosts } from '../../../db/schema/index.js';

/**
 * The servers whose Caddy serves (or may serve) hosts of these domains: read before and after a change to
 * the hosts, so the server a host left is synced as well as the one it now points at.
 */
export async function caddyServersOfDomains(db: Queryable, domainIds: number[]): Promise<number[]> {
  if (domainIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ serverId: deployments.serverId })
    .from(domainHosts)
    .innerJoin(deployments, eq(deployments.id, domainHosts.deploymentId))
    .where(inArray(domainHosts.domainId, domainIds));
  return rows.map((row) => row.serverId);
}

/** The server of the deployment a host points at, if it points at one. */
export async function caddyServersOfHost(db: Queryable, hostId: number): Promise<number[]> {
  const rows = await db
    .select({ serverId: deployments.serverId })
    .from(domainHosts)
    .innerJoin(deployments, eq(deployments.id, domainHosts.deploymentId))
    .where(eq(domainHosts.id, hostId));
  return rows.map((row) => row.serverId);
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
