import { and, eq, gt, isNotNull, lt, lte, or, isNull } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { deployments, servers } from '../../../db/schema/index.js';
import { requestCaddySync } from './caddy-sync.js';

/** A server's failed sync is tried again at most this often, however often its state check reaches it. */
const RETRY_AFTER_MS = 15 * 60_000;

/**
 * Syncs that failed, asked again once the server's state check (modules/hosting/check-servers.ts) has reached the
 * server since: a sync that met the server down or powered off otherwise left its hosts `failing` until someone
 * changed a host. A failure that is not an outage (Caddy refusing the config) costs one SSH session a quarter
 * hour. Run after each round of checks; returns the servers asked for.
 */
export async function retryFailedCaddySyncs(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>): Promise<number[]> {
  const due = new Date(ctx.clock.now().getTime() - RETRY_AFTER_MS);
  const rows = await ctx.db
    .selectDistinct({ serverId: deployments.serverId })
    .from(deployments)
    .innerJoin(servers, eq(servers.id, deployments.serverId))
    .where(
      and(
        isNotNull(deployments.caddyError),
        lt(deployments.caddySyncedAt, due),
        // Not asked again already (a newer request is still to come).
        or(isNull(deployments.caddyRequestedAt), lte(deployments.caddyRequestedAt, deployments.caddySyncedAt)),
        eq(servers.reachable, true),
        gt(servers.checkedAt, deployments.caddySyncedAt),
      ),
    );
  const serverIds = rows.map((row) => row.serverId);
  await requestCaddySync(ctx, serverIds);
  return serverIds;
}
