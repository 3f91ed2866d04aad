import type { CaddyServing, Domain, DomainHost } from '@aerie/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import {
  deployments,
  domainHosts,
  repositories,
  servers,
  stores,
  websites,
  workspaceDomains,
  type WorkspaceDomainRow,
} from '../../db/schema/index.js';
import { pointRecord } from './platform-hosts.js';
import { txtName, txtValue } from './txt-proof.js';

const ACTIVE_STORE = 1;

type HostRow = Awaited<ReturnType<typeof selectHosts>>[number];

function selectHosts(db: Queryable, domainIds: number[]) {
  return db
    .select({
      id: domainHosts.id,
      domainId: domainHosts.domainId,
      host: domainHosts.host,
      kind: domainHosts.targetKind,
      certificate: {
        state: domainHosts.certificateState,
        issuer: domainHosts.certificateIssuer,
        expiresAt: domainHosts.certificateExpiresAt,
        error: domainHosts.certificateError,
        checkedAt: domainHosts.certificateCheckedAt,
      },
      website: { uuid: websites.uuid, name: websites.name, publishedAt: websites.publishedAt },
      store: { uuid: stores.uuid, name: stores.name, status: stores.status },
      deployment: {
        slug: deployments.slug,
        branch: deployments.branch,
        appPort: deployments.appPort,
        caddyRequestedAt: deployments.caddyRequestedAt,
        caddySyncedAt: deployments.caddySyncedAt,
        caddyError: deployments.caddyError,
      },
      repository: repositories.name,
      server: servers.name,
      serverIp: servers.ip,
    })
    .from(domainHosts)
    .leftJoin(websites, eq(websites.id, domainHosts.websiteId))
    .leftJoin(stores, eq(stores.id, domainHosts.storeId))
    .leftJoin(deployments, eq(deployments.id, domainHosts.deploymentId))
    .leftJoin(repositories, eq(repositories.id, deployments.repositoryId))
    .leftJoin(servers, eq(servers.id, deployments.serverId))
    .where(inArray(domainHosts.domainId, domainIds))
    .orderBy(asc(domainHosts.host));
}

/**
 * How Caddy on the deployment's server serves a host (docs/architecture.md § Caddy on your servers): a sync
 * asked after the last one started is still `updating`; the last one's error, if any, is `failing`.
 */
function servingOf(host: HostRow, isVerified: boolean): CaddyServing {
  const deployment = host.deployment!;
  const base = {
    server: host.server ?? '',
    server_ip: host.serverIp,
    app_port: deployment.appPort,
    synced_at: null,
    error: null,
  };
  if (!isVerified || deployment.appPort === null) return { ...base, state: 'not_served' };
  const synced = deployment.caddySyncedAt;
  const isPending = synced === null || (deployment.caddyRequestedAt !== null && deployment.caddyRequestedAt > synced);
  if (isPending) return { ...base, state: 'updating' };
  const at = { synced_at: synced.toISOString() };
  if (deployment.caddyError) return { ...base, ...at, state: 'failing', error: deployment.caddyError };
  return { ...base, ...at, state: 'served' };
}

function certificateOf(host: HostRow): DomainHost['certificate'] {
  return {
    state: host.certificate.state ?? 'unchecked',
    issuer: host.certificate.issuer,
    expires_at: host.certificate.expiresAt?.toISOString() ?? null,
    error: host.certificate.error,
    checked_at: host.certificate.checkedAt?.toISOString() ?? null,
  };
}

function toHost(host: HostRow, isVerified: boolean): DomainHost {
  if (host.kind === 'deployment') {
    const deployment = host.deployment;
    const serving = deployment ? servingOf(host, isVerified) : null;
    return {
      id: host.id,
      host: host.host,
      target: {
        kind: 'deployment',
        slug: deployment?.slug ?? '',
        name: deployment ? `${host.repository ?? ''} (${deployment.branch}) on ${host.server ?? ''}` : '',
      },
      served: serving?.state === 'served',
      serving,
      certificate: certificateOf(host),
    };
  }
  const isStore = host.kind === 'store';
  const target = isStore ? host.store : host.website;
  const live = isStore ? host.store?.status === ACTIVE_STORE : Boolean(host.website?.publishedAt);
  return {
    id: host.id,
    host: host.host,
    target: { kind: isStore ? 'store' : 'site', uuid: target?.uuid ?? '', name: target?.name ?? '' },
    served: isVerified && live,
    serving: null,
    certificate: certificateOf(host),
  };
}

/** The domains as the API shows them, each with its records and the hosts pointed at sites, stores and deployments. */
export async function toDomains(db: Queryable, config: Config, rows: WorkspaceDomainRow[]): Promise<Domain[]> {
  if (rows.length === 0) return [];
  const hosts = await selectHosts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.verifiedAt ? 'verified' : row.lastCheckedAt ? 'failing' : 'pending_dns',
    last_error: row.verifiedAt ? null : row.lastError,
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    records: { txt: { name: txtName(row.name), value: txtValue(row.token) }, point: pointRecord(config.sites) },
    hosts: hosts.filter((host) => host.domainId === row.id).map((host) => toHost(host, row.verifiedAt !== null)),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function toDomain(db: Queryable, config: Config, row: WorkspaceDomainRow): Promise<Domain> {
  const [domain] = await toDomains(db, config, [row]);
  return domain!;
}

export async function reloadDomain(db: Queryable, config: Config, domainId: number): Promise<Domain> {
  const [row] = await db.select().from(workspaceDomains).where(eq(workspaceDomains.id, domainId)).limit(1);
  return toDomain(db, config, row!);
}

export async function listDomains(db: Queryable, config: Config, workspaceId: number): Promise<Domain[]> {
  const rows = await db
    .select()
    .from(workspaceDomains)
    .where(and(eq(workspaceDomains.workspaceId, workspaceId)))
    .orderBy(asc(workspaceDomains.name));
  return toDomains(db, config, rows);
}
