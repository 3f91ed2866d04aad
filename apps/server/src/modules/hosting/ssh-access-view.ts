import type { SshAccess } from '@aerie/contract';

import type { SshAccessEntryRow } from '../../db/schema/index.js';

type Person = { id: number; first: string; last: string } | null;

/** docs/product.md § SSH users SSH access entry as the browser sees it; `falcon_id` is the server's id. */
export function sshAccessView(entry: SshAccessEntryRow, createdBy: Person): SshAccess {
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    access: entry.publicKey,
    fingerprint: entry.fingerprint,
    falcon_id: entry.serverId,
    project_id: entry.projectId,
    // A left join of a deleted user gives null in every column.
    created_by: createdBy?.id == null ? null : createdBy,
    created_at: entry.createdAt.toISOString(),
  };
}
