import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations, workspaces } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { isWorkspaceMemberByEmail } from './find-invitation.js';

export const ALREADY_IN_TEAM = 'This person is already in the team.';

/**
 * Holds the workspace row until the transaction ends, so two invitations of one address at once cannot
 * both leave a pending invitation behind: an address has at most one pending invitation per workspace.
 * `NO KEY UPDATE`, the strength of the lock order in workspaces/lock-membership.ts: it serialises the
 * invitations, and lets rows that only reference the workspace (a domain event's foreign key takes KEY
 * SHARE) be written meanwhile — a full `UPDATE` lock there made emits wait on it and could deadlock.
 */
export async function lockWorkspace(db: Queryable, workspaceId: number): Promise<void> {
  await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
}

export async function assertNotInTeam(db: Queryable, workspaceId: number, email: string): Promise<void> {
  if (await isWorkspaceMemberByEmail(db, workspaceId, email)) throw fieldError('email', ALREADY_IN_TEAM, 'conflict');
}

/** The pending invitations of an address in a workspace (expired ones too), newest first. */
export async function pendingInvitationIds(db: Queryable, workspaceId: number, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        eq(invitations.status, 'pending'),
      ),
    )
    .orderBy(desc(invitations.id));
  return rows.map((row) => row.id);
}

/** Revoked invitations stay in the list as history; their links stop working. */
export async function revokeInvitations(db: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(invitations).set({ status: 'revoked' }).where(inArray(invitations.id, ids));
}
