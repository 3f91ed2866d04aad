import { SITE_SERVER_MESSAGES, type SetSiteServer, type SiteServer } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { servers, siteServerReleases, siteServerTargets, websites } from '../../../db/schema/index.js';
import { AppError, fieldError } from '../../../errors.js';
import type { VisibleWebsite } from '../../websites/index.js';
import { choosableServers, loadSiteServer } from './site-server-view.js';
import type { SiteReleaseJob } from './site-release-job.js';
import { requestCaddySync } from '../server-caddy/caddy-sync.js';

const sendJob = (ctx: AppContext, job: SiteReleaseJob, db: Queryable) => ctx.jobs.send('site-release', job, { db });

/**
 * Sets where the site is published besides Aerie (docs/product.md § Publish to your own server). The server must be
 * one the caller could choose; a changed server or folder starts a new list of releases (the old folder keeps its
 * files). A published site is uploaded at once (saving the same place again retries); the old server, when it
 * changed, is synced so its block goes.
 */
export async function setSiteServer(
  ctx: AppContext,
  visible: VisibleWebsite,
  userId: number,
  body: SetSiteServer,
): Promise<{ data: SiteServer; message: string }> {
  const { website, project } = visible;
  const choosable = await choosableServers(ctx.db, project.workspaceId, userId);
  if (!choosable.some((server) => server.id === body.server_id))
    throw fieldError('server_id', SITE_SERVER_MESSAGES.serverNotDeployable);
  const deployPath = body.deploy_path.trim();
  const left = await ctx.db.transaction(async (tx) => {
    // The server row is held so a deletion racing this waits instead of failing the insert on its foreign key.
    const [server] = await tx
      .select({ id: servers.id })
      .from(servers)
      .where(eq(servers.id, body.server_id))
      .for('key share');
    if (!server) throw fieldError('server_id', SITE_SERVER_MESSAGES.serverNotDeployable);
    // Two saves for one site take turns on the site's row: the second sees the first's target, never inserts a second.
    await tx.select({ id: websites.id }).from(websites).where(eq(websites.id, website.id)).for('update');
    const [before] = await tx
      .select()
      .from(siteServerTargets)
      .where(eq(siteServerTargets.websiteId, website.id))
      .for('update');
    const moved = before && (before.serverId !== body.server_id || before.deployPath !== deployPath);
    const keepReleases = body.keep_releases ?? before?.keepReleases ?? 5;
    if (before && !moved) {
      // The same place saved again uploads again: the way to retry after fixing the server.
      await tx
        .update(siteServerTargets)
        .set({ keepReleases, releaseState: 'queued', releaseError: null, updatedAt: new Date() })
        .where(eq(siteServerTargets.id, before.id));
    } else {
      if (before) await tx.delete(siteServerTargets).where(eq(siteServerTargets.id, before.id));
      await tx.insert(siteServerTargets).values({
        websiteId: website.id,
        serverId: body.server_id,
        deployPath,
        keepReleases,
        releaseState: 'queued',
      });
    }
    if (website.publishedAt) await sendJob(ctx, { action: 'publish', websiteId: website.id }, tx);
    return before?.serverId;
  });
  ctx.jobs.wake('site-release');
  if (left !== undefined && left !== body.server_id) await requestCaddySync(ctx, [left]);
  return {
    data: await loadSiteServer(ctx.db, visible, userId),
    message: website.publishedAt ? SITE_SERVER_MESSAGES.saved : SITE_SERVER_MESSAGES.savedUnpublished,
  };
}

/** Stops publishing the site to its server: the row goes and Caddy there is synced without its block (a job). */
export async function removeSiteServer(
  ctx: AppContext,
  visible: VisibleWebsite,
  userId: number,
): Promise<{ data: SiteServer; message: string }> {
  const [removed] = await ctx.db
    .delete(siteServerTargets)
    .where(eq(siteServerTargets.websiteId, visible.website.id))
    .returning({ serverId: siteServerTargets.serverId });
  if (!removed) throw new AppError('not_found', SITE_SERVER_MESSAGES.noTarget);
  await requestCaddySync(ctx, [removed.serverId]);
  return { data: await loadSiteServer(ctx.db, visible, userId), message: SITE_SERVER_MESSAGES.removed };
}

/** Queues the switch of `current` back to a release still on the server (no upload). */
export async function rollBackSiteServer(
  ctx: AppContext,
  visible: VisibleWebsite,
  userId: number,
  release: string,
): Promise<{ data: SiteServer; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(siteServerTargets)
      .where(eq(siteServerTargets.websiteId, visible.website.id))
      .for('update');
    if (!target) throw new AppError('not_found', SITE_SERVER_MESSAGES.noTarget);
    const [kept] = await tx
      .select({ id: siteServerReleases.id })
      .from(siteServerReleases)
      .where(
        and(
          eq(siteServerReleases.targetId, target.id),
          eq(siteServerReleases.name, release),
          eq(siteServerReleases.pruned, false),
        ),
      );
    if (!kept) throw fieldError('release', SITE_SERVER_MESSAGES.noRelease, 'not_found');
    await tx
      .update(siteServerTargets)
      .set({ releaseState: 'queued', releaseError: null, updatedAt: new Date() })
      .where(eq(siteServerTargets.id, target.id));
    await sendJob(ctx, { action: 'rollback', websiteId: visible.website.id, release }, tx);
  });
  ctx.jobs.wake('site-release');
  return { data: await loadSiteServer(ctx.db, visible, userId), message: SITE_SERVER_MESSAGES.rollingBack };
}
