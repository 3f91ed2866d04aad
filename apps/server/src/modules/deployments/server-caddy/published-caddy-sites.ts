import { and, eq, isNotNull, isNull } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { domainHosts, siteServerTargets, websites, workspaceDomains } from '../../../db/schema/index.js';
import type { CaddySite } from '../../hosting/index.js';

/**
 * The verified names of the sites published to this server, each served from its `current` release
 * (docs/architecture.md § Caddy on your servers): every host of a verified domain pointed at a site whose
 * server target is this server. A site whose plan ended (custom domain suspended) keeps no name here either,
 * as on Aerie. A target with no release yet has no `current`: Caddy then answers its 404 until the upload.
 */
export async function publishedSitesOn(db: Queryable, serverId: number): Promise<CaddySite[]> {
  const rows = await db
    .select({ host: domainHosts.host, deployPath: siteServerTargets.deployPath })
    .from(siteServerTargets)
    .innerJoin(websites, and(eq(websites.id, siteServerTargets.websiteId), isNull(websites.customDomainSuspendedAt)))
    .innerJoin(domainHosts, eq(domainHosts.websiteId, siteServerTargets.websiteId))
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .where(and(eq(siteServerTargets.serverId, serverId), isNotNull(workspaceDomains.verifiedAt)))
    .orderBy(domainHosts.host);
  return rows.map((row) => ({ domain: row.host, root: `${row.deployPath}/current` }));
}
