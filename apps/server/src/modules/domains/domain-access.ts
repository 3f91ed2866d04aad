import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { domainHosts, workspaceDomains, type DomainHostRow, type WorkspaceDomainRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { assertRoleMay, assertWorkspaceMember, type WorkspaceAccess } from '../workspaces/index.js';

export interface VisibleDomain {
  domain: WorkspaceDomainRow;
  access: WorkspaceAccess;
}

/**
 * A domain of a workspace the caller is in; any other answers the same 404 as an unknown id
 * (docs/architecture.md § Authorization). Every member sees the domains; changing them is `manage domains`.
 */
export async function loadVisibleDomain(
  db: Queryable,
  userId: number,
  domainId: number,
  intent: 'see' | 'manage',
): Promise<VisibleDomain> {
  const [domain] = await db.select().from(workspaceDomains).where(eq(workspaceDomains.id, domainId)).limit(1);
  if (!domain) throw notFound('The domain');
  const access = await assertWorkspaceMember(db, userId, { id: domain.workspaceId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') throw notFound('The domain');
    throw error;
  });
  if (intent === 'manage') assertRoleMay(access.role, 'manage domains');
  return { domain, access };
}

/** A host of a domain the caller may see (or manage), by id; any other answers 404 like an unknown id. */
export async function loadVisibleHost(
  db: Queryable,
  userId: number,
  hostId: number,
  intent: 'see' | 'manage',
): Promise<DomainHostRow> {
  const [host] = await db.select().from(domainHosts).where(eq(domainHosts.id, hostId)).limit(1);
  if (!host) throw notFound('The host');
  await loadVisibleDomain(db, userId, host.domainId, intent).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') throw notFound('The host');
    throw error;
  });
  return host;
}
