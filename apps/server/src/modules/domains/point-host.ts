import { DOMAIN_MESSAGES, MESSAGES, type Domain, type SetDomainHostInput } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import {
  deployments,
  domainHosts,
  projects,
  stores,
  websites,
  type WorkspaceDomainRow,
} from '../../db/schema/index.js';
import { fieldError, forbidden } from '../../errors.js';
import { isPaidSite } from './domain-targets.js';
import { reloadDomain } from './domain-view.js';
import { served } from './served-hosts.js';

type Target = SetDomainHostInput['target'];

type TargetIds = { websiteId: number | null; storeId: number | null; deploymentId: number | null };

/**
 * A deployment of the workspace (issue 32 § 3). Caddy on its server asks a CA for the name's certificate as
 * soon as the block is written, so only a verified domain may point there, and only at an app with a port.
 */
async function findDeployment(db: Queryable, domain: WorkspaceDomainRow, slug: string): Promise<TargetIds> {
  const [row] = await db
    .select({ id: deployments.id, appPort: deployments.appPort })
    .from(deployments)
    .where(and(eq(deployments.slug, slug), eq(deployments.workspaceId, domain.workspaceId)))
    .limit(1);
  if (!row) throw fieldError('target', DOMAIN_MESSAGES.chooseDeployment);
  if (!domain.verifiedAt) throw fieldError('target', DOMAIN_MESSAGES.deploymentNeedsVerified, 'conflict');
  if (row.appPort === null) throw fieldError('target', DOMAIN_MESSAGES.deploymentNeedsPort, 'conflict');
  return { websiteId: null, storeId: null, deploymentId: row.id };
}

/** The site, store or deployment of the workspace a host is pointed at; one of another workspace is not found. */
async function findTarget(db: Queryable, domain: WorkspaceDomainRow, target: Target): Promise<TargetIds> {
  const workspaceId = domain.workspaceId;
  if (target.kind === 'deployment') return findDeployment(db, domain, target.slug);
  if (target.kind === 'site') {
    const [row] = await db
      .select({ id: websites.id, plan: websites.plan, planPaidUntil: websites.planPaidUntil })
      .from(websites)
      .innerJoin(projects, eq(projects.id, websites.projectId))
      .where(and(eq(websites.uuid, target.uuid), eq(projects.workspaceId, workspaceId)))
      .limit(1);
    if (!row) throw fieldError('target', 'Choose a site of this workspace');
    if (!isPaidSite(row)) throw forbidden(MESSAGES.customDomainNeedsPlan);
    return { websiteId: row.id, storeId: null, deploymentId: null };
  }
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(projects, eq(projects.id, stores.projectId))
    .where(and(eq(stores.uuid, target.uuid), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw fieldError('target', 'Choose a store of this workspace');
  return { websiteId: null, storeId: row.id, deploymentId: null };
}

/** Points the domain or a name under it at a site, a store or a deployment of its workspace (replacing what it pointed at). */
export async function pointHost(
  ctx: Pick<AppContext, 'config'> & { db: Queryable },
  domain: WorkspaceDomainRow,
  host: string,
  target: Target,
): Promise<Domain> {
  if (host !== domain.name && !host.endsWith(`.${domain.name}`)) throw fieldError('host', DOMAIN_MESSAGES.hostOutside);
  const ids = await findTarget(ctx.db, domain, target);
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
