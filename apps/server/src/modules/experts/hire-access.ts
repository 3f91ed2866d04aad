import type { Queryable } from '../../db/client.js';
import type { WorkspaceRow } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';
import { assertWorkspaceMember } from '../workspaces/index.js';

/**
 * A monthly subscription is the workspace's bill, so its owner decides it: hiring, setting up the card it
 * is paid with, and cancelling or resuming the engagement are the owner's. Other members hear 403,
 * strangers the usual 404.
 */
export async function assertCanHire(db: Queryable, userId: number, workspaceId: number): Promise<WorkspaceRow> {
  const { workspace, role } = await assertWorkspaceMember(db, userId, { id: workspaceId });
  if (role !== 'owner') throw forbidden('Only the workspace owner can hire experts for the workspace.');
  return workspace;
}
