import { servers, workspaceSshKeys } from '../../db/schema/index.js';
import type { SealedColumn } from '../secrets/index.js';
import { credentialAad } from './server-session.js';
import { workspaceKeyAad } from './workspace-ssh-key.js';

/** The server credentials (password or private key) and the workspaces' SSH private keys hosting seals. */
export const HOSTING_SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'servers.credential_enc',
    table: servers,
    id: servers.id,
    sealed: servers.credentialEnc,
    identity: { slug: servers.slug },
    associatedData: (row) => credentialAad(row.slug as string),
  },
  {
    name: 'workspace_ssh_keys.private_key_enc',
    table: workspaceSshKeys,
    id: workspaceSshKeys.id,
    sealed: workspaceSshKeys.privateKeyEnc,
    identity: { workspaceId: workspaceSshKeys.workspaceId },
    associatedData: (row) => workspaceKeyAad(row.workspaceId as number),
  },
];
