import { DOMAIN_MESSAGES, MESSAGES, type Domain, type SetDomainHostInput } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { domainHosts, projects, stores, websites, type WorkspaceDomainRow } from '../../db/schema/index.js';
import { fieldError, forbidden } from '../../errors.js';
import { isPaidSite } from './domain-targets.js';
import { reloadDomain } from './domain-view.js';
import { served } from './served-hosts.js';

type Target = SetDomainHostInput['target'];

/** The site or store of the workspace a host is pointed at; one of another workspace is not found. */
async function findTarget(
  db: Queryable,
  workspaceId: number,
  target: Target,
): Promise<{ websiteId: number | null; storeId: number | null }> {
  if (target.kind === 'site') {
    const [row] = await db
      .select({ id: websites.id, plan: websites.plan, planPaidUntil: websites.planPaidUntil })
      .from(websites)
      .innerJoin(projects, eq(projects.id, websites.projectId))
      .where(and(eq(websites.uuid, target.uuid), eq(projects.workspaceId, workspaceId)))
      .limit(1);
    if (!row) throw fieldError('target', 'Choose a site of this workspace');
    if (!isPaidSite(row)) throw forbidden(MESSAGES.customDomainNeedsPlan);
    return { websiteId: row.id, storeId: null };
  }
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(projects, eq(projects.id, stores.projectId))
    .where(and(eq(stores.uuid, target.uuid), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw fieldError('target', 'Choose a store of this workspace');
  return { websiteId: null, storeId: row.id };
}

/** Points the domain or a name under it at a site or a store of its workspace (replacing what it pointed at). */
export async function pointHost(
  ctx: Pick<AppContext, 'config'> & { db: Queryable },
  domain: WorkspaceDomainRow,
  host: string,
  target: Target,
): Promise<Domain> {
  if (host !== domain.name && !host.endsWith(`.${domain.name}`)) throw fieldError('host', DOMAIN_MESSAGES.hostOutside);
  const ids = await findTarget(ctx.db, domain.workspaceId, target);
  const values = { targetKind: target.kind, ...ids, updatedAt: new Date() };
  await ctx.db
    .insert(domainHosts)
    .values({ domainId: domain.id, host, ...values })
    .onConflictDoUpdate({ target: [domainHosts.domainId, domainHosts.host], set: values });
  await served.refresh();
  return reloadDomain(ctx.db, ctx.config, domain.id);
}

export async function clearHost(
  ctx: Pick<AppContext, 'config' | 'db'>,
  host: { id: number; domainId: number },
): Promise<Domain> {
  await ctx.db.delete(domainHosts).where(eq(domainHosts.id, host.id));
  await served.refresh();
  return reloadDomain(ctx.db, ctx.config, host.domainId);
}
