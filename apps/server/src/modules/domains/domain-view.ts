import type { Domain } from '@aerie/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { domainHosts, stores, websites, workspaceDomains, type WorkspaceDomainRow } from '../../db/schema/index.js';
import { pointRecord } from './platform-hosts.js';
import { txtName, txtValue } from './txt-proof.js';

const ACTIVE_STORE = 1;

/** The domains as the API shows them, each with its records and the hosts pointed at sites and stores. */
export async function toDomains(db: Queryable, config: Config, rows: WorkspaceDomainRow[]): Promise<Domain[]> {
  if (rows.length === 0) return [];
  const hosts = await db
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
    })
    .from(domainHosts)
    .leftJoin(websites, eq(websites.id, domainHosts.websiteId))
    .leftJoin(stores, eq(stores.id, domainHosts.storeId))
    .where(
      inArray(
        domainHosts.domainId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(domainHosts.host));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.verifiedAt ? 'verified' : row.lastCheckedAt ? 'failing' : 'pending_dns',
    last_error: row.verifiedAt ? null : row.lastError,
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    records: { txt: { name: txtName(row.name), value: txtValue(row.token) }, point: pointRecord(config.sites) },
    hosts: hosts
      .filter((host) => host.domainId === row.id)
      .map((host) => {
        const target = host.kind === 'store' ? host.store : host.website;
        const live = host.kind === 'store' ? host.store?.status === ACTIVE_STORE : Boolean(host.website?.publishedAt);
        return {
          id: host.id,
          host: host.host,
          target: {
            kind: host.kind === 'store' ? 'store' : 'site',
            uuid: target?.uuid ?? '',
            name: target?.name ?? '',
          },
          served: row.verifiedAt !== null && live,
          certificate: {
            state: host.certificate.state ?? 'unchecked',
            issuer: host.certificate.issuer,
            expires_at: host.certificate.expiresAt?.toISOString() ?? null,
            error: host.certificate.error,
            checked_at: host.certificate.checkedAt?.toISOString() ?? null,
          },
        };
      }),
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
