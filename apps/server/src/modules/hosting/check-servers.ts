import { and, asc, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

import { readServerState, type ServerState } from '../../adapters/server-transport/server-state.js';
import { ServerTransportError } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { servers, type ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { emitServerUnreachable } from './server-events.js';
import { withServerSession } from './server-session.js';

/** Checks at once per worker: each holds an SSH connection for a second or so, or up to the timeouts when silent. */
const CHECKS_AT_ONCE = 4;
/** Servers taken per tick; the rest are the oldest checked next time. */
const CHECKS_PER_TICK = 500;
/** The state script's own limit, beside the transport's connect and login time-outs. */
const SCRIPT_TIMEOUT_MS = 20_000;
/** A claim older than this belongs to a worker that died mid-check: the server may be checked again. */
const CLAIM_STALE_MS = 5 * 60_000;
/** A check a little early still counts, so a tick that started late does not skip a server for a whole interval. */
const EARLY_MS = 30_000;

type Outcome = { reachable: true; state: ServerState } | { reachable: false; message: string };

/**
 * The server state job (issue 28, docs/product.md § Server connections): every SERVER_CHECK_MINUTES, each active server
 * Aerie reaches over SSH — connections and cloud pilots; local pilots run on this host and powered-off pilots are known
 * to be off — is logged in to and its OS, uptime, free disk and free memory are read and kept on its row.
 *
 * Each server is claimed with one conditional update of `check_started_at` before it is reached, so two workers, or a
 * slow tick overlapping the next, never check it twice; a server checked within the interval is not due. The work is
 * bounded: CHECKS_AT_ONCE at a time, CHECKS_PER_TICK a tick, and each check within the transport's time-outs and
 * SCRIPT_TIMEOUT_MS. Returns how many servers were checked.
 */
export async function checkServers(ctx: AppContext): Promise<number> {
  const intervalMs = ctx.config.hosting.serverCheckMinutes * 60_000;
  const now = ctx.clock.now();
  const dueBefore = new Date(now.getTime() - intervalMs + EARLY_MS);
  const due = await ctx.db
    .select({ id: servers.id })
    .from(servers)
    .where(
      and(
        eq(servers.active, 1),
        eq(servers.protocol, 'ssh'),
        isNotNull(servers.ip),
        or(isNull(servers.cloudProvider), ne(servers.cloudProvider, 'local')),
        // A pilot being provisioned, rebooted or powered is away on purpose: not an outage.
        isNull(servers.busySince),
        or(isNull(servers.checkedAt), lte(servers.checkedAt, dueBefore)),
      ),
    )
    .orderBy(sql`${servers.checkedAt} asc nulls first`, asc(servers.id))
    .limit(CHECKS_PER_TICK);
  let checked = 0;
  await eachAtMost(CHECKS_AT_ONCE, due, async ({ id }) => {
    const claimed = await claimCheck(ctx, id, dueBefore);
    if (!claimed) return;
    await recordOutcome(ctx, claimed, await checkOne(ctx, claimed));
    checked += 1;
  });
  return checked;
}

/** The server, if this worker is the one to check it now; null when another has it or it is no longer due. */
async function claimCheck(ctx: AppContext, id: number, dueBefore: Date): Promise<ServerRow | null> {
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(servers)
    .set({ checkStartedAt: now })
    .where(
      and(
        eq(servers.id, id),
        eq(servers.active, 1),
        or(isNull(servers.checkedAt), lte(servers.checkedAt, dueBefore)),
        or(isNull(servers.checkStartedAt), lt(servers.checkStartedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
      ),
    )
    .returning();
  return claimed ?? null;
}

async function checkOne(ctx: AppContext, server: ServerRow): Promise<Outcome> {
  try {
    const state = await withServerSession(ctx, server, (session) => readServerState(session, SCRIPT_TIMEOUT_MS));
    return { reachable: true, state };
  } catch (error) {
    // Transport failures and sealed-secret problems carry a message written for the user; anything else is ours.
    if (error instanceof AppError || error instanceof ServerTransportError) {
      return { reachable: false, message: error.message };
    }
    ctx.logger.warn({ err: error, serverId: server.id }, 'server state check failed');
    return { reachable: false, message: 'Aerie could not complete the check.' };
  }
}

/**
 * Writes the check (only while this claim holds) and, on the transition from reachable to unreachable, emits
 * `server.unreachable` in the same transaction: once per outage, not every few minutes. A server never checked before
 * counts as reachable, since connecting (or provisioning) it reached it.
 */
async function recordOutcome(ctx: AppContext, claimed: ServerRow, outcome: Outcome): Promise<void> {
  const figures = outcome.reachable
    ? {
        os: outcome.state.os ?? claimed.os,
        uptimeSeconds: outcome.state.uptimeSeconds,
        diskFreeBytes: outcome.state.diskFreeBytes,
        memoryFreeBytes: outcome.state.memoryFreeBytes,
        checkMessage: null,
      }
    : // The last figures read stay, beside the reason it could not be reached now.
      { checkMessage: outcome.message.slice(0, 300) };
  await ctx.db.transaction(async (tx) => {
    const [written] = await tx
      .update(servers)
      .set({ ...figures, reachable: outcome.reachable, checkedAt: ctx.clock.now(), checkStartedAt: null })
      .where(and(eq(servers.id, claimed.id), eq(servers.checkStartedAt, claimed.checkStartedAt!)))
      .returning();
    if (written && !outcome.reachable && claimed.reachable !== false) {
      await emitServerUnreachable({ db: tx }, { server: written, actorUserId: null, reason: outcome.message });
    }
  });
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
