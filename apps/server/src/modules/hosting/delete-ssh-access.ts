import { HOSTING_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { revokeKey } from '../../adapters/server-transport/authorized-keys.js';
import type { AppContext } from '../../context.js';
import { servers, sshAccessEntries, type ServerRow, type SshAccessEntryRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { findVisibleProject, type VisibleProject } from '../projects/index.js';
import { emitIfUnreachable } from './server-events.js';
import { recordServerLog } from './server-logs.js';
import { withServerSession } from './server-session.js';

const notFoundEntry = () => notFound('The SSH user');

/** An SSH user of a server the caller may see, with its server and project, or 404. */
export async function loadVisibleSshAccess(
  ctx: AppContext,
  userId: number,
  slug: string,
): Promise<VisibleProject & { entry: SshAccessEntryRow; server: ServerRow }> {
  const [row] = await ctx.db
    .select({ entry: sshAccessEntries, server: servers })
    .from(sshAccessEntries)
    .innerJoin(servers, eq(servers.id, sshAccessEntries.serverId))
    .where(eq(sshAccessEntries.slug, slug))
    .limit(1);
  const visible = row && (await findVisibleProject(ctx.db, userId, { id: row.server.projectId }));
  if (!row || !visible) throw notFoundEntry();
  return { ...visible, ...row };
}

/**
 * Removes an SSH user: exactly its `aerie:<slug>` line leaves the server's authorized_keys, then the row
 * goes. Both happen inside one transaction whose DELETE locks the row first, so of two deletes at once the
 * second waits and finds nothing (404) instead of working on the server again. When the server cannot be
 * reached the row stays and the caller hears why: Aerie never says a key was removed when it was not.
 */
export async function deleteSshAccess(
  ctx: AppContext,
  input: { entry: SshAccessEntryRow; server: ServerRow; userId: number },
): Promise<string> {
  const { entry, server, userId } = input;
  try {
    const deleted = await withServerSession(ctx, server, (session) =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(sshAccessEntries)
          .where(eq(sshAccessEntries.id, entry.id))
          .returning({ id: sshAccessEntries.id });
        if (!row) return false;
        await revokeKey(session, entry.slug);
        await recordServerLog(tx, {
          server,
          userId,
          action: 'access_removed',
          outcome: 'success',
          message: `${HOSTING_MESSAGES.sshDeleted} ${entry.name} (${entry.fingerprint}).`,
        });
        return true;
      }),
    );
    if (!deleted) throw notFoundEntry();
    return HOSTING_MESSAGES.sshDeleted;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'not_found') {
      await ctx.db.transaction(async (tx) => {
        await recordServerLog(tx, {
          server,
          userId,
          action: 'access_removed',
          outcome: 'failure',
          message: `${entry.name} (${entry.fingerprint}) was not removed: ${error.message}`,
        });
        await emitIfUnreachable({ db: tx, jobs: ctx.jobs }, { server, actorUserId: userId, error });
      });
    }
    throw error;
  }
}
