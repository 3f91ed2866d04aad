import { and, eq, isNotNull } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { deployments, domainHosts, workspaceDomains } from '../../../db/schema/index.js';
import type { CaddySite } from '../../hosting/index.js';

/** The verified names pointed at deployments on this server, each proxied to its deployment's app port. */
export async function deploymentSitesOn(db: Queryable, serverId: number): Promise<CaddySite[]> {
  const rows = await db
    .select({ domain: domainHosts.host, upstreamPort: deployments.appPort })
    .from(domainHosts)
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .innerJoin(deployments, eq(deployments.id, domainHosts.deploymentId))
    .where(
      and(
        eq(deployments.serverId, serverId),
        isNotNull(workspaceDomains.verifiedAt),
        isNotNull(deployments.appPort),
        eq(domainHosts.targetKind, 'deployment'),
      ),
    );
  return rows.map((row) => ({ domain: row.domain, upstreamPort: row.upstreamPort! }));
}
