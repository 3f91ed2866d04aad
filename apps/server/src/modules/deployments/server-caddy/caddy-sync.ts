import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { deployments } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { syncServerCaddy } from './sync-server-caddy.js';

const SYNC_QUEUE = 'sync-server-caddy';

/**
 * Asks for Caddy on these servers to be brought in line with the rows (a host pointed or cleared, a domain
 * verified or removed, an app port changed, a deployment deleted): marks their deployments `updating` and
 * queues one sync per server. The job re-reads the rows when it runs, so syncs queued close together all end
 * with the server as the rows are (the script on the server takes a lock, so they never write at once).
 */
export async function requestCaddySync(
  ctx: Pick<AppContext, 'clock' | 'jobs'> & { db: Queryable },
  serverIds: readonly number[],
): Promise<void> {
  const unique = [...new Set(serverIds)];
  if (unique.length === 0) return;
  await ctx.db
    .update(deployments)
    .set({ caddyRequestedAt: ctx.clock.now() })
    .where(inArray(deployments.serverId, unique));
  for (const serverId of unique) await ctx.jobs.send(SYNC_QUEUE, { serverId });
  ctx.jobs.wake(SYNC_QUEUE);
}

/**
 * Syncs one server and records the outcome on its deployments, for the Domains page to show: when the sync
 * started (it read the rows after that) and why it failed, in the words of the error (how to install Caddy,
 * what `caddy validate` refused). An older sync finishing after a newer one records nothing.
 */
export async function runCaddySync(ctx: AppContext, serverId: number): Promise<string | null> {
  const startedAt = ctx.clock.now();
  let error: string | null = null;
  try {
    await syncServerCaddy(ctx, serverId);
  } catch (caught) {
    error = caught instanceof AppError || caught instanceof Error ? caught.message : String(caught);
    ctx.logger.warn({ serverId, error }, 'Caddy on the server could not be updated');
  }
  await ctx.db
    .update(deployments)
    .set({ caddySyncedAt: startedAt, caddyError: error?.slice(0, 1000) ?? null })
    .where(
      and(
        eq(deployments.serverId, serverId),
        or(isNull(deployments.caddySyncedAt), lte(deployments.caddySyncedAt, startedAt)),
      ),
    );
  return error;
}
