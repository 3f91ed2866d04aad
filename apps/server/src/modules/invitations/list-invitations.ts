import type { Invitation } from '@aerie/contract';
import { desc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations } from '../../db/schema/index.js';
import { toInvitation } from './invitation-view.js';

/** Every invitation of a workspace, newest first, with its status as of now. */
export async function listInvitations(db: Queryable, workspaceId: number): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.workspaceId, workspaceId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const now = new Date();
  return rows.map((row) => toInvitation(row, now));
}
