import { installKeyCommand, type WorkspaceSshKey } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { fingerprintOf } from '../../adapters/server-transport/ssh-transport.js';
import type { AppContext } from '../../context.js';
import { workspaceSshKeys, type WorkspaceRow, type WorkspaceSshKeyRow } from '../../db/schema/index.js';
import { generateOpenSshKeyPair } from '../../lib/openssh-key.js';
import { openSecret, sealSecret } from '../secrets/index.js';

/** The associated data that binds a workspace's sealed private key to its row. */
export const workspaceKeyAad = (workspaceId: number) => `workspace_ssh_keys:${workspaceId}`;

/**
 * The workspace's SSH key pair (issue 28, docs/product.md § Server connections), made on first need: Forge's way of
 * connecting a server, where the user adds a public key instead of pasting a private one. Two first calls at once
 * both generate, one insert wins (the unique workspace id) and both answer its key.
 */
export async function ensureWorkspaceKey(
  ctx: Pick<AppContext, 'db' | 'config'>,
  workspace: Pick<WorkspaceRow, 'id' | 'slug'>,
): Promise<WorkspaceSshKeyRow> {
  const existing = await findWorkspaceKey(ctx, workspace.id);
  if (existing) return existing;
  const pair = generateOpenSshKeyPair(`aerie-${workspace.slug}`);
  await ctx.db
    .insert(workspaceSshKeys)
    .values({
      workspaceId: workspace.id,
      publicKey: pair.publicKey,
      privateKeyEnc: sealSecret(ctx.config, pair.privateKey, workspaceKeyAad(workspace.id)),
    })
    .onConflictDoNothing({ target: workspaceSshKeys.workspaceId });
  const stored = await findWorkspaceKey(ctx, workspace.id);
  if (!stored) throw new Error(`The SSH key of workspace ${workspace.id} vanished after insert`);
  return stored;
}

async function findWorkspaceKey(ctx: Pick<AppContext, 'db'>, workspaceId: number) {
  const [row] = await ctx.db.select().from(workspaceSshKeys).where(eq(workspaceSshKeys.workspaceId, workspaceId));
  return row ?? null;
}

/** What the browser sees of the key: the public half, its fingerprint and the line that installs it. */
export function workspaceKeyView(key: Pick<WorkspaceSshKeyRow, 'publicKey'>): WorkspaceSshKey {
  const blob = key.publicKey.split(' ')[1]!;
  return {
    public_key: key.publicKey,
    fingerprint: fingerprintOf(Buffer.from(blob, 'base64')),
    install_command: installKeyCommand(key.publicKey),
  };
}

/** The private half (OpenSSH PEM), opened only to log in to a server that uses it. */
export function openWorkspacePrivateKey(
  ctx: Pick<AppContext, 'config'>,
  key: Pick<WorkspaceSshKeyRow, 'workspaceId' | 'privateKeyEnc'>,
): string {
  return openSecret(
    ctx.config,
    key.privateKeyEnc,
    workspaceKeyAad(key.workspaceId),
    "It is the workspace's SSH key: connect the server again with its password or a pasted key.",
  );
}
