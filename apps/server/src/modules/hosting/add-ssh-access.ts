import { HOSTING_MESSAGES, type AddSshAccess, type SshAccess } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import { authorizeKey } from '../../adapters/server-transport/authorized-keys.js';
import { isOpenSshPublicKey } from '../../adapters/server-transport/public-key.js';
import { fingerprintOf } from '../../adapters/server-transport/ssh-transport.js';
import type { AppContext } from '../../context.js';
import { sshAccessEntries, type ServerRow, type UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.js';
import { newHostingSlug } from './hosting-slug.js';
import { emitIfUnreachable, emitSshUserAdded } from './server-events.js';
import { recordServerLog } from './server-logs.js';
import { withServerSession } from './server-session.js';
import { isExpired } from './server-view.js';
import { sshAccessView } from './ssh-access-view.js';

const DUPLICATE_CONSTRAINT = 'ssh_access_entries_server_fingerprint_key';
const duplicateKey = () => new AppError('conflict', 'This key already has SSH access to this server.');

/**
 * Adds an SSH user (docs/product.md § SSH users): the public key goes into the server user's ~/.ssh/authorized_keys as
 * one line ending in `aerie:<slug>`. The row is inserted in a transaction that commits only after the server took the
 * line, so a server that cannot be reached leaves nothing behind; the unique index on (server, fingerprint) makes the
 * second of two adds of one key wait for the first and then fail with 409 before it writes anything to the server. The
 * session is opened before the transaction: PGlite serves one transaction at a time, and no other request should wait
 * on an SSH login.
 */
export async function addSshAccess(
  ctx: AppContext,
  input: { server: ServerRow; user: Pick<UserRow, 'id' | 'first' | 'last'>; body: AddSshAccess },
): Promise<SshAccess> {
  const { server, user, body } = input;
  const key = publicKeyOf(body.access);
  assertReachable(server);
  const [existing] = await ctx.db
    .select({ id: sshAccessEntries.id })
    .from(sshAccessEntries)
    .where(and(eq(sshAccessEntries.serverId, server.id), eq(sshAccessEntries.fingerprint, key.fingerprint)));
  if (existing) throw duplicateKey();

  const slug = newHostingSlug();
  try {
    const row = await withServerSession(ctx, server, (session) =>
      ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(sshAccessEntries)
          .values({
            slug,
            serverId: server.id,
            projectId: server.projectId,
            name: body.name,
            publicKey: key.line,
            fingerprint: key.fingerprint,
            createdById: user.id,
          })
          .returning();
        await authorizeKey(session, key.line, slug);
        await recordServerLog(tx, {
          server,
          userId: user.id,
          action: 'access_added',
          outcome: 'success',
          message: `${HOSTING_MESSAGES.sshAdded} ${body.name} (${key.fingerprint}).`,
        });
        await emitSshUserAdded({ db: tx, jobs: ctx.jobs }, { server, actorUserId: user.id, username: body.name });
        return inserted!;
      }),
    );
    return sshAccessView(row, { id: user.id, first: user.first, last: user.last });
  } catch (error) {
    if (isUniqueViolation(error, DUPLICATE_CONSTRAINT)) throw duplicateKey();
    // The server (or its project) was deleted while the key was on its way.
    if (isForeignKeyViolation(error)) throw notFound('The server');
    if (error instanceof AppError) {
      await ctx.db.transaction(async (tx) => {
        await recordServerLog(tx, {
          server,
          userId: user.id,
          action: 'access_added',
          outcome: 'failure',
          message: `${body.name} (${key.fingerprint}) could not be added: ${error.message}`,
        });
        await emitIfUnreachable({ db: tx, jobs: ctx.jobs }, { server, actorUserId: user.id, error });
      });
    }
    throw error;
  }
}

/**
 * One OpenSSH public key line and its `SHA256:` fingerprint, as `ssh-keygen -l` prints it. Anything else
 * (options before the key, a second line, a private key) is refused on the `access` field.
 */
function publicKeyOf(access: string): { line: string; fingerprint: string } {
  if (!isOpenSshPublicKey(access)) throw fieldError('access', HOSTING_MESSAGES.invalidPublicKey);
  const line = access.trim();
  const blob = line.split(/ +/)[1]!;
  return { line, fingerprint: fingerprintOf(Buffer.from(blob, 'base64')) };
}

/** Only a live SSH server can take a key: an expired, unprovisioned or powered-off pilot cannot. */
function assertReachable(server: ServerRow): void {
  const refuse = (message: string) => new AppError('bad_request', message);
  if (server.pilotId !== null) {
    if (isExpired(server)) throw refuse(HOSTING_MESSAGES.pilotExpired);
    if (!server.providerServerId || !server.ip) throw refuse(HOSTING_MESSAGES.pilotNotProvisioned);
  }
  if (server.protocol !== 'ssh') throw refuse(HOSTING_MESSAGES.notUsable);
  if (server.active !== 1) {
    throw refuse(
      server.pilotId !== null
        ? 'This pilot is powered off. Power it on to add SSH users.'
        : 'This server is not active, so it cannot be reached.',
    );
  }
}
