import type { Workspace } from '@aerie/contract';
import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { workspaceMembers, workspaces } from '../../db/schema/index.js';
import { toWorkspace } from './workspace-view.js';

/** The user's workspaces in the order they joined them; the browser's default is the last (docs/product.md § Choosing a workspace). */
export async function listWorkspaces(db: Queryable, userId: number): Promise<Workspace[]> {
  const rows = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.id));
  return rows.map((row) => toWorkspace(row.workspace, row.role));
}
