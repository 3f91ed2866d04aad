import { servers } from '../../db/schema/index.js';
import type { SealedColumn } from '../secrets/index.js';
import { credentialAad } from './server-session.js';

/** The server credentials (password or private key) hosting seals. */
export const HOSTING_SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'servers.credential_enc',
    table: servers,
    id: servers.id,
    sealed: servers.credentialEnc,
    identity: { slug: servers.slug },
    associatedData: (row) => credentialAad(row.slug as string),
  },
];
