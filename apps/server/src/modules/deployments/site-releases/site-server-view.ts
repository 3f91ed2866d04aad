import type { SiteServer } from '@aerie/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import {
  domainHosts,
  servers,
  siteServerReleases,
  siteServerTargets,
  workspaceDomains,
} from '../../../db/schema/index.js';
import { findVisibleProject } from '../../projects/index.js';
import type { VisibleWebsite } from '../../websites/index.js';
import { isDeployable } from '../deployable-server.js';

/**
 * What the builder's "My server" panel shows (docs/product.md § Publish to your own server): the target and how
 * its last release went, the releases still on the server, the hosts Caddy serves it under, and the servers the
 * caller may choose — the workspace's deployable ones in projects the caller sees.
 */
export async function loadSiteServer(db: Queryable, visible: VisibleWebsite, userId: number): Promise<SiteServer> {
  const { website, project } = visible;
  const [row] = await db
    .select({ target: siteServerTargets, serverName: servers.name })
    .from(siteServerTargets)
    .innerJoin(servers, eq(servers.id, siteServerTargets.serverId))
    .where(eq(siteServerTargets.websiteId, website.id));
  const releases = row
    ? await db
        .select()
        .from(siteServerReleases)
        .where(and(eq(siteServerReleases.targetId, row.target.id), eq(siteServerReleases.pruned, false)))
        .orderBy(desc(siteServerReleases.id))
    : [];
  return {
    target: row
      ? {
          server_id: row.target.serverId,
          server_name: row.serverName,
          deploy_path: row.target.deployPath,
          keep_releases: row.target.keepReleases,
          live_release: row.target.liveRelease,
          state: row.target.releaseState,
          error: row.target.releaseState === 'failed' ? row.target.releaseError : null,
          released_at: row.target.releaseAt?.toISOString() ?? null,
        }
      : null,
    releases: releases.map((release) => ({
      name: release.name,
      revision: release.revision,
      created_at: release.createdAt.toISOString(),
      is_live: release.name === row?.target.liveRelease,
    })),
    hosts: await siteHosts(db, website.id),
    servers: await choosableServers(db, project.workspaceId, userId),
    is_published: website.publishedAt !== null,
  };
}

/** The hosts of verified domains pointed at the site, A to Z. */
export async function siteHosts(db: Queryable, websiteId: number): Promise<string[]> {
  const rows = await db
    .select({ host: domainHosts.host })
    .from(domainHosts)
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .where(and(eq(domainHosts.websiteId, websiteId), isNotNull(workspaceDomains.verifiedAt)))
    .orderBy(domainHosts.host);
  return rows.map((row) => row.host);
}

/** The workspace's deployable servers in projects the user sees (docs/product.md § Publish to your own server). */
export async function choosableServers(
  db: Queryable,
  workspaceId: number,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await db.select().from(servers).where(eq(servers.workspaceId, workspaceId)).orderBy(servers.name);
  const visibleProjects = new Map<number, boolean>();
  const chosen: { id: number; name: string }[] = [];
  for (const server of rows) {
    if (!isDeployable(server)) continue;
    if (!visibleProjects.has(server.projectId)) {
      const project = await findVisibleProject(db, userId, { id: server.projectId });
      visibleProjects.set(server.projectId, project !== null);
    }
    if (visibleProjects.get(server.projectId)) chosen.push({ id: server.id, name: server.name });
  }
  return chosen;
}
