import { DOMAIN_MESSAGES, MESSAGES, type DomainTargetOption } from '@aerie/contract';
import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deployments, projects, repositories, servers, stores, websites } from '../../db/schema/index.js';

/** A site answers on a name of its owner's only on a paid site plan (docs/product.md § Custom domains). */
export const isPaidSite = (site: { plan: string; planPaidUntil: Date | null }, now = new Date()) =>
  site.plan !== 'free' && site.planPaidUntil !== null && site.planPaidUntil > now;

/**
 * The sites, stores and deployments of the workspace, for the Domains page's "point a host" choice, each with why
 * it cannot be.
 */
export async function listDomainTargets(db: Queryable, workspaceId: number): Promise<DomainTargetOption[]> {
  const [sites, shops, apps] = await Promise.all([
    db
      .select({
        uuid: websites.uuid,
        name: websites.name,
        plan: websites.plan,
        planPaidUntil: websites.planPaidUntil,
        project: projects.name,
      })
      .from(websites)
      .innerJoin(projects, eq(projects.id, websites.projectId))
      .where(eq(projects.workspaceId, workspaceId))
      .orderBy(asc(projects.name), asc(websites.name)),
    db
      .select({ uuid: stores.uuid, name: stores.name, project: projects.name })
      .from(stores)
      .innerJoin(projects, eq(projects.id, stores.projectId))
      .where(eq(projects.workspaceId, workspaceId))
      .orderBy(asc(projects.name), asc(stores.name)),
    db
      .select({
        slug: deployments.slug,
        repository: repositories.name,
        branch: deployments.branch,
        server: servers.name,
        appPort: deployments.appPort,
        project: projects.name,
      })
      .from(deployments)
      .innerJoin(projects, eq(projects.id, deployments.projectId))
      .innerJoin(repositories, eq(repositories.id, deployments.repositoryId))
      .innerJoin(servers, eq(servers.id, deployments.serverId))
      .where(eq(deployments.workspaceId, workspaceId))
      .orderBy(asc(projects.name), asc(deployments.createdAt)),
  ]);
  return [
    ...sites.map((site) => ({
      kind: 'site' as const,
      uuid: site.uuid,
      name: site.name,
      project: site.project,
      unavailable: isPaidSite(site) ? null : MESSAGES.customDomainNeedsPlan,
    })),
    ...shops.map((store) => ({ kind: 'store' as const, ...store, unavailable: null })),
    ...apps.map((app) => ({
      kind: 'deployment' as const,
      slug: app.slug,
      name: `${app.repository} (${app.branch}) on ${app.server}`,
      project: app.project,
      unavailable: app.appPort === null ? DOMAIN_MESSAGES.deploymentNeedsPort : null,
    })),
  ];
}
