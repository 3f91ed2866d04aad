import { HOSTING_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { CloudProviderError } from '../../adapters/cloud/cloud-provider.js';
import { revokeKey } from '../../adapters/server-transport/authorized-keys.js';
import type { AppContext } from '../../context.js';
import { servers, sshAccessEntries, type ServerRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { recordServerLog } from './server-logs.js';
import { withServerSession } from './server-session.js';

/**
 * Deletes a server the caller owns (checked by the caller). A pilot is destroyed at its cloud first: if
 * the cloud cannot be told, the row stays and the user hears why, so no droplet keeps running (and
 * billing) with nothing in Aerie pointing at it. A server connection is the user's own machine: Aerie
 * takes back the SSH users' keys it wrote there when it can still log in, and says so in the log; a
 * server that cannot be reached is still removed from Aerie (it may well be gone). Returns the message.
 */
export async function deleteServer(ctx: AppContext, server: ServerRow, userId: number): Promise<string> {
  const isPilot = server.pilotId !== null;
  const notes: string[] = [];
  if (isPilot && server.providerServerId) await destroyAtCloud(ctx, server, userId);
  if (!isPilot) {
    const note = await revokeAccessKeys(ctx, server);
    if (note) notes.push(note);
  }

  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(servers).where(eq(servers.id, server.id)).returning({ id: servers.id });
    if (!row) return false;
    // Written after the row is gone, so it points at no server; its name keeps it readable.
    const message = isPilot ? HOSTING_MESSAGES.pilotDeleted : HOSTING_MESSAGES.serverDeleted;
    await recordServerLog(tx, {
      server: { id: null, name: server.name, projectId: server.projectId },
      userId,
      action: 'delete',
      outcome: 'success',
      message: [message, ...notes].join(' '),
    });
    return true;
  });
  // Another call deleted it a moment ago.
  if (!deleted) throw notFound(isPilot ? 'The pilot' : 'The server');
  return isPilot ? HOSTING_MESSAGES.pilotDeleted : HOSTING_MESSAGES.serverDeleted;
}

/** A pilot that is already gone at its cloud counts as destroyed; any other refusal keeps the row (502). */
async function destroyAtCloud(ctx: AppContext, server: ServerRow, userId: number): Promise<void> {
  try {
    // A pilot made at another cloud than this server is set up for must not be looked up at this one.
    if (server.cloudProvider !== ctx.cloud.name)
      throw new CloudProviderError(
        'failed',
        `It runs at ${server.cloudProvider}, which this server is not set up for.`,
      );
    await ctx.cloud.destroy(server.providerServerId!);
  } catch (error) {
    if (error instanceof CloudProviderError && error.kind === 'not_found') return;
    if (!(error instanceof CloudProviderError)) throw error;
    const failure = new AppError(
      'bad_request',
      `The pilot could not be destroyed at its cloud, so it was kept: ${error.message} Please try again later.`,
      { status: 502 },
    );
    await recordServerLog(ctx.db, { server, userId, action: 'delete', outcome: 'failure', message: failure.message });
    throw failure;
  }
}

/**
 * Best effort: removes the authorized_keys lines Aerie wrote for this server's SSH users. Returns what the
 * log should say about it, or null when there were none.
 */
async function revokeAccessKeys(ctx: AppContext, server: ServerRow): Promise<string | null> {
  const entries = await ctx.db
    .select({ slug: sshAccessEntries.slug })
    .from(sshAccessEntries)
    .where(eq(sshAccessEntries.serverId, server.id));
  if (!entries.length || server.protocol !== 'ssh') return null;
  try {
    await withServerSession(ctx, server, async (session) => {
      for (const entry of entries) await revokeKey(session, entry.slug);
    });
    return `The keys of its ${entries.length} SSH user(s) were removed from the server.`;
  } catch (error) {
    // Only our own errors are worded for users; anything else is not repeated.
    const reason = error instanceof AppError ? error.message : 'the server could not be reached';
    return `The keys of its SSH users could not be removed from the server (${reason}); remove the lines ending in "aerie:<id>" from ~/.ssh/authorized_keys by hand.`;
  }
}
