import type { WorkspaceRole } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { workspaceMembers, workspaces, type WorkspaceRow } from '../../db/schema/index.js';

/*
 * The lock order of every write that depends on who is in a workspace (each takes what it needs, in this
 * order, so two of them never wait on each other in a cycle):
 *
 *   1. the workspace row      FOR NO KEY UPDATE  (plan-limited creates; plan changes update the row)
 *   2. a membership row       FOR UPDATE to remove the member, FOR KEY SHARE / FOR SHARE to rely on it
 *   3. project rows, then project member rows (plain UPDATE / INSERT / DELETE)
 *
 * PostgreSQL checks a row's existence at the moment it reads it (READ COMMITTED), so "is X still a
 * member?" answered without a lock can be stale by the time the write commits: that is how a removed
 * person kept project access and a project came to be owned by someone outside its workspace.
 */

/**
 * Takes the workspace's plan lock and returns the row as it is now. `FOR NO KEY UPDATE` conflicts with
 * itself and with plan changes (they update the row), so plan-limited creates of one workspace run one at
 * a time and each counts what the previous one made; it does not block the foreign-key checks of rows
 * that merely point at the workspace (a new member, an invitation, a payment).
 */
export async function lockWorkspacePlan(tx: Queryable, workspaceId: number): Promise<WorkspaceRow | null> {
  const [row] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
  return row ?? null;
}

/**
 * A user's membership of a workspace, locked until the transaction ends; null when they are not (or no
 * longer) in it.
 * - `key share`: the caller relies on the person staying in the workspace (adding them to a project,
 *   handing them a project). It waits for a removal in progress and holds off one that starts later;
 *   role changes still go through.
 * - `share`: the caller relies on their role too (sending an invitation as a maintainer).
 * - `update`: the caller removes them (and revokes what they may no longer hold).
 */
export async function lockMembership(
  tx: Queryable,
  workspaceId: number,
  userId: number,
  strength: 'key share' | 'share' | 'update',
): Promise<{ id: number; role: WorkspaceRole } | null> {
  const [row] = await tx
    .select({ id: workspaceMembers.id, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for(strength);
  return row ?? null;
}
