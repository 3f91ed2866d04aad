import { join } from 'node:path';

import { and, eq, isNull } from 'drizzle-orm';

import { guardPilotRoot } from '../../adapters/cloud/local-pilot-root.js';
import { localPilotAccount } from '../../adapters/server-transport/local-account.js';
import { openLocalSession } from '../../adapters/server-transport/local-transport.js';
import {
  ServerTransportError,
  type ServerAuth,
  type ServerSession,
} from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { servers, workspaceSshKeys, type ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { openSecret, sealSecret } from '../secrets/index.js';
import { cloudFailure } from './pilot-guards.js';
import { openWorkspacePrivateKey } from './workspace-ssh-key.js';

/** The associated data that binds a server's sealed credential to its row. */
export const credentialAad = (slug: string) => `server:${slug}`;

export function sealServerCredential(ctx: AppContext, slug: string, secret: string): string {
  return sealSecret(ctx.config, secret, credentialAad(slug));
}

async function credentialOf(ctx: AppContext, server: ServerRow): Promise<ServerAuth> {
  // The workspace's key is read afresh at every login: the server row holds no copy of it (issue 28).
  if (server.authMethod === 'workspace_key' && server.workspaceSshKeyId !== null) {
    const [key] = await ctx.db.select().from(workspaceSshKeys).where(eq(workspaceSshKeys.id, server.workspaceSshKeyId));
    if (key) return { privateKey: openWorkspacePrivateKey(ctx, key) };
  }
  if (!server.credentialEnc) throw new AppError('bad_request', 'This server has no credentials to log in with.');
  const secret = openSecret(
    ctx.config,
    server.credentialEnc,
    credentialAad(server.slug),
    'Delete this server and connect it again with its password or key.',
  );
  return server.authMethod === 'password' ? { password: secret } : { privateKey: secret };
}

/** A local pilot's own directory: named by the id the local cloud gave it, never by a user's text. */
export function localPilotDirectory(ctx: AppContext, providerServerId: string): string {
  return join(ctx.config.hosting.pilotsDir, providerServerId);
}

/**
 * A session on a server, to run scripts and write files: the local transport for a local pilot, else SSH
 * with the server's sealed credentials and its pinned host key. A server never connected before (a new
 * cloud pilot) pins the key it presents now. Only SSH servers can be reached.
 */
export async function openServerSession(ctx: AppContext, server: ServerRow): Promise<ServerSession> {
  if (server.cloudProvider === 'local') {
    if (!server.providerServerId) throw new AppError('bad_request', 'This pilot has not been provisioned yet.');
    // A powered-off pilot runs nothing, as a switched-off droplet could not be reached either.
    if (server.active === 0) throw new AppError('conflict', 'This pilot is powered off. Power it on first.');
    // Closes to the pilot's account whatever Aerie created in DATA_DIR since the last look.
    const account = localPilotAccount(ctx.config.hosting.localPilotUser);
    await guardPilotRoot(ctx.config.hosting.pilotsDir, ctx.config.dataDir, account).catch((error: unknown) => {
      throw cloudFailure(error);
    });
    return openLocalSession({ directory: localPilotDirectory(ctx, server.providerServerId), ...account });
  }
  if (server.protocol !== 'ssh' || !server.ip)
    throw new AppError('bad_request', 'This server does not use SSH, so it cannot be reached for this action.');
  const session = await ctx.ssh
    .connect({
      host: server.ip,
      port: server.port,
      username: server.username,
      auth: await credentialOf(ctx, server),
      pinnedFingerprint: server.hostKeyFingerprint,
    })
    .catch((error: unknown) => {
      throw transportFailure(error);
    });
  if (!server.hostKeyFingerprint) {
    await ctx.db
      .update(servers)
      .set({ hostKeyFingerprint: session.fingerprint, updatedAt: new Date() })
      .where(and(eq(servers.id, server.id), isNull(servers.hostKeyFingerprint)));
  }
  return session;
}

/**
 * A transport failure as the user reads it (the transport's messages never hold a credential): a changed
 * host key is a conflict with what was pinned (409), an unreachable server `server_unreachable` (502), a
 * failure on the server a bad gateway (502), the rest bad input (400). Anything else is not a transport
 * failure and is passed on as it is.
 */
export function transportFailure(error: unknown): unknown {
  if (!(error instanceof ServerTransportError)) return error;
  if (error.kind === 'unreachable') return new AppError('server_unreachable', error.message);
  const status = { host_key_changed: 409, auth_failed: 400, bad_key: 400, failed: 502 }[error.kind];
  return new AppError(status === 409 ? 'conflict' : 'bad_request', error.message, { status });
}

/** Runs `use` with a session and always closes it. */
export async function withServerSession<T>(
  ctx: AppContext,
  server: ServerRow,
  use: (session: ServerSession) => Promise<T>,
): Promise<T> {
  const session = await openServerSession(ctx, server);
  try {
    return await use(session);
  } catch (error) {
    throw transportFailure(error);
  } finally {
    await session.close();
  }
}
