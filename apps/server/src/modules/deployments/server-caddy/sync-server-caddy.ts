import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { servers } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { ensureCaddy, openServerSession, syncCaddySites, type CaddySite } from '../../hosting/index.js';
import { deploymentSitesOn } from './deployment-caddy-sites.js';
import { publishedSitesOn } from './published-caddy-sites.js';

/**
 * Everything Caddy should serve on one server, from Aerie's rows: the verified names pointed at its
 * deployments (issue 32 § 3) and at the sites published there (§ 4). Read afresh at every sync, so a sync
 * never writes a stale list and the last one to run leaves the server as the rows are.
 */
export async function caddySitesOn(ctx: Pick<AppContext, 'db'>, serverId: number): Promise<CaddySite[]> {
  const [apps, sites] = await Promise.all([deploymentSitesOn(ctx.db, serverId), publishedSitesOn(ctx.db, serverId)]);
  return [...apps, ...sites];
}

/**
 * Makes Caddy on the server serve what the rows say (docs/architecture.md § Caddy on your servers): finds or
 * installs Caddy, then rewrites Aerie's one file and reloads. Fails with the reason in words (Caddy missing
 * and how to install it, a refused config) for the caller to show or log.
 */
export async function syncServerCaddy(ctx: AppContext, serverId: number): Promise<void> {
  const [server] = await ctx.db.select().from(servers).where(eq(servers.id, serverId));
  if (!server) return;
  const session = await openServerSession(ctx, server);
  try {
    const caddy = await ensureCaddy(session);
    if (caddy.status === 'manual') throw new AppError('conflict', caddy.message);
    const { paths, acme } = ctx.config.hosting.serverCaddy;
    await syncCaddySites(session, await caddySitesOn(ctx, serverId), { paths, acme });
  } finally {
    await session.close();
  }
}
