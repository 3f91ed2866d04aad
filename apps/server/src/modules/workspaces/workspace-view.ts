import type { Workspace, WorkspaceRole } from '@aerie/contract';

import type { WorkspaceRow } from '../../db/schema/index.js';

/** A workspace row as the browser reads it, with the reader's role in it. */
export function toWorkspace(row: WorkspaceRow, role: WorkspaceRole): Workspace {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    slug: row.slug,
    role,
    subscription: { business_id: row.id, plan: row.plan },
    created_at: row.createdAt.toISOString(),
  };
}
