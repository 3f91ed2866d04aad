import { and, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations, workspaceMembers, users, type InvitationRow } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secret-hashing.js';

/**
 * The invitation of an e-mailed link. Only the token's hash is stored, so a leaked table holds no
 * usable links. `lock` holds the row until the transaction ends, so two uses of one link queue up.
 */
export async function findInvitationByToken(
  db: Queryable,
  token: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | null> {
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findInvitationById(db: Queryable, id: number): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/** Whether someone with this e-mail (compared case-insensitively) is already in the workspace. */
export async function isWorkspaceMemberByEmail(db: Queryable, workspaceId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return Boolean(row);
}
