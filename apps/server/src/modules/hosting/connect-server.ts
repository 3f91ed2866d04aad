import { HOSTING_MESSAGES, HOSTING_RULES, type ConnectServer, type Server } from '@aerie/contract';

import { isPrivateAddress } from '../../adapters/server-transport/address-policy.js';
import { readServerFacts, type ServerFacts } from '../../adapters/server-transport/server-facts.js';
import { ServerTransportError, type ServerAuth } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { servers, type ProjectRow, type ServerRow, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { assertWithinPlan } from '../billing/index.js';
import { isForeignKeyViolation } from '../../lib/database-errors.js';
import { assertUnderRateLimit, hitRateLimit, type RateLimitRule } from '../rate-limit/index.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { newHostingSlug } from './hosting-slug.js';
import { recordServerLog } from './server-logs.js';
import { sealServerCredential, transportFailure } from './server-session.js';
import { serverView } from './server-view.js';
import { ensureWorkspaceKey, openWorkspacePrivateKey } from './workspace-ssh-key.js';

/** Said for a server that is stored but never reached: Aerie speaks SSH only. */
export const SAVED_WITHOUT_SSH =
  'Server saved. Aerie reaches servers only over SSH, so it cannot be used for deployments or SSH users.';

export interface ConnectServerInput {
  project: ProjectRow;
  /**
   * The project's workspace: its plan must include connecting one's own servers (Earth and up), and its key pair logs
   * in when neither a key nor a password is sent.
   */
  workspace: Pick<WorkspaceRow, 'id' | 'plan' | 'slug'>;
  userId: number;
  body: ConnectServer;
}

/**
 * A server connection (docs/product.md § Server connections). An SSH server is reached before anything is saved: Aerie
 * logs in, pins the host key it presents, and reads its system and whether git is there; any failure answers with what
 * went wrong and leaves no row. Other protocols are stored as they are, inactive and not usable, since Aerie has no FTP
 * or HTTP transport. The password or key is sealed with the row's slug as associated data and never leaves the server
 * again.
 *
 * The plan table's `ownServers` line (docs/product.md § Plans "SSH to third-party servers", Earth and up) is checked
 * before anything is reached, so an Air workspace's attempt costs no connection, and again under the plan's lock when
 * the row is written, so a plan changed meanwhile is honoured. Pilots are not made here.
 */
/**
 * Failed SSH connection attempts per workspace (issue 34's review): each reaches the address and port the caller
 * chose, and its answer (refused, no answer, not SSH) tells them apart; unlimited, Aerie would be a port scanner.
 * Only failures count, so a team connecting its many servers is never held up.
 */
const failedConnects = (workspace: Pick<WorkspaceRow, 'id'>): RateLimitRule => ({
  key: `server-connect-failures:${workspace.id}`,
  limit: HOSTING_RULES.connectFailuresPer10Minutes,
  windowSeconds: 600,
});

export async function connectServer(
  ctx: AppContext,
  input: ConnectServerInput,
): Promise<{ server: Server; message: string }> {
  const { body, project, userId, workspace } = input;
  await assertWithinPlan(ctx.db, workspace, 'ownServers');
  refusePrivateTarget(ctx, body.ip);
  const credential = await credentialOf(ctx, body, workspace);
  const { auth } = credential;
  let reached: (ServerFacts & { fingerprint: string }) | null = null;
  if (body.protocal === 'ssh') {
    await assertUnderRateLimit(ctx, [failedConnects(workspace)]);
    try {
      reached = await reachServer(ctx, body, auth);
    } catch (error) {
      await hitRateLimit(ctx, [failedConnects(workspace)]);
      const failure = connectFailure(error, body, credential.method);
      // No row exists, so the attempt is logged against the project with the name the user typed.
      if (failure instanceof AppError) {
        await recordServerLog(ctx.db, {
          server: { id: null, name: body.name, projectId: project.id },
          userId,
          action: 'connect',
          outcome: 'failure',
          message: failure.message,
        });
      }
      throw failure;
    }
  }

  const slug = newHostingSlug();
  const message = reached ? HOSTING_MESSAGES.serverConnected : SAVED_WITHOUT_SSH;
  const row = await insertServer(ctx, async (tx) => {
    const locked = await lockWorkspacePlan(tx, project.workspaceId);
    if (!locked) throw notFound('The project');
    await assertWithinPlan(tx, locked, 'ownServers');
    const [inserted] = await tx
      .insert(servers)
      .values({
        slug,
        projectId: project.id,
        workspaceId: project.workspaceId,
        name: body.name,
        hostname: body.hostname,
        ip: body.ip,
        port: body.port,
        protocol: body.protocal,
        username: body.username,
        authMethod: credential.method,
        credentialEnc:
          credential.method === 'workspace_key'
            ? null
            : sealServerCredential(ctx, slug, 'privateKey' in auth ? auth.privateKey : auth.password),
        workspaceSshKeyId: credential.workspaceSshKeyId,
        hostKeyFingerprint: reached?.fingerprint ?? null,
        os: reached?.os ?? null,
        gitInstalled: reached?.hasGit ?? null,
        active: reached ? 1 : 0,
        createdById: userId,
      })
      .returning();
    const details = reached
      ? ` ${reached.os ?? 'Unknown system'}; git ${reached.hasGit ? 'installed' : 'not installed'}.`
      : '';
    await recordServerLog(tx, {
      server: inserted!,
      userId,
      action: 'connect',
      outcome: 'success',
      message: message + details,
    });
    return inserted!;
  });
  return { server: serverView(row), message };
}

/** The insert, with a project deleted while its server was being reached answering 404 instead of 500. */
async function insertServer(ctx: AppContext, write: (tx: Transaction) => Promise<ServerRow>): Promise<ServerRow> {
  try {
    return await ctx.db.transaction(write);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('The project');
    throw error;
  }
}

/**
 * In production a server on loopback, a private or a link-local address is refused
 * (docs/architecture.md § Outbound connections): it would point Aerie at its own host and network. An address typed as
 * such is refused here, on its field; a name that resolves to one is refused by the transport's own lookup.
 */
function refusePrivateTarget(ctx: AppContext, address: string): void {
  if (ctx.config.hosting.allowPrivateTargets || !isPrivateAddress(address)) return;
  throw fieldError(
    'ip',
    `${address} is a private or local address. Aerie connects only to servers on the public internet.`,
  );
}

/** Logs in once (any host key: this is the first connect, whose key is pinned), reads the facts, leaves. */
async function reachServer(ctx: AppContext, body: ConnectServer, auth: ServerAuth) {
  const session = await ctx.ssh.connect({
    host: body.ip,
    port: body.port,
    username: body.username,
    auth,
    pinnedFingerprint: null,
  });
  try {
    return { fingerprint: session.fingerprint, ...(await readServerFacts(session)) };
  } finally {
    await session.close();
  }
}

interface Credential {
  method: 'key' | 'password' | 'workspace_key';
  auth: ServerAuth;
  workspaceSshKeyId: number | null;
}

/**
 * What the server logs in with: a pasted key, a password, or — when neither is sent, the form's default — the
 * workspace's own key pair (issue 28), made now if the workspace has none yet and never copied onto the row.
 */
async function credentialOf(
  ctx: AppContext,
  body: ConnectServer,
  workspace: Pick<WorkspaceRow, 'id' | 'slug'>,
): Promise<Credential> {
  if (body.ssh !== undefined) return { method: 'key', auth: { privateKey: `${body.ssh}\n` }, workspaceSshKeyId: null };
  if (body.password !== undefined)
    return { method: 'password', auth: { password: body.password }, workspaceSshKeyId: null };
  const key = await ensureWorkspaceKey(ctx, workspace);
  return {
    method: 'workspace_key',
    auth: { privateKey: openWorkspacePrivateKey(ctx, key) },
    workspaceSshKeyId: key.id,
  };
}

/**
 * A key that cannot be read is the `ssh` field's fault; a refused workspace key says to install it first; the other
 * transport failures keep their status.
 */
function connectFailure(error: unknown, body: ConnectServer, method: Credential['method']): unknown {
  if (error instanceof ServerTransportError && error.kind === 'bad_key') return fieldError('ssh', error.message);
  if (error instanceof ServerTransportError && error.kind === 'auth_failed' && method === 'workspace_key')
    return new AppError('bad_request', HOSTING_MESSAGES.workspaceKeyRefused(body.username));
  return transportFailure(error);
}
