import { and, eq, inArray, isNull } from 'drizzle-orm';

import { MESSAGES } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { domainHosts, workspaceDomains } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { served } from './served-hosts.js';

/**
 * The builder's per-site custom domain, kept in the workspace's domains (issue 32): entering one adds the
 * domain to the workspace (its token becomes the site's, so both show the same TXT record) and points it at
 * the site; verifying it there verifies it here; removing it detaches the host.
 */
export async function attachSiteDomain(
  db: Queryable,
  workspaceId: number,
  websiteId: number,
  name: string,
  token: string,
): Promise<string> {
  await db.insert(workspaceDomains).values({ workspaceId, name, token }).onConflictDoNothing();
  const [domain] = await db
    .select()
    .from(workspaceDomains)
    .where(and(eq(workspaceDomains.workspaceId, workspaceId), eq(workspaceDomains.name, name)))
    .limit(1);
  const values = { targetKind: 'site' as const, websiteId, storeId: null, deploymentId: null, updatedAt: new Date() };
  await db
    .insert(domainHosts)
    .values({ domainId: domain!.id, host: name, ...values })
    .onConflictDoUpdate({ target: [domainHosts.domainId, domainHosts.host], set: values });
  return domain!.token;
}

/**
 * The workspace's domain verified with the site's, in the caller's transaction: another workspace that verified the
 * name on its Domains page meanwhile holds the partial unique index, and this throws so the site's change rolls back
 * too (the caller refreshes the served hosts after its commit).
 */
export async function markSiteDomainVerified(db: Queryable, workspaceId: number, name: string): Promise<void> {
  try {
    await db
      .update(workspaceDomains)
      .set({ verifiedAt: new Date(), lastCheckedAt: new Date(), lastError: null })
      .where(
        and(
          eq(workspaceDomains.workspaceId, workspaceId),
          eq(workspaceDomains.name, name),
          isNull(workspaceDomains.verifiedAt),
        ),
      );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MESSAGES.domainTaken);
    throw error;
  }
}

/** Only the hosts named (the site's custom and pending domains): those pointed on the Domains page stay. */
export async function detachSiteDomain(db: Queryable, websiteId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(domainHosts).where(and(eq(domainHosts.websiteId, websiteId), inArray(domainHosts.host, names)));
  await served.refresh();
}
