import type { InvitationRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { assertTeamManager, assertWorkspaceMember, type WorkspaceAccess } from '../workspaces/index.js';
import { findInvitationById } from './find-invitation.js';

/**
 * An invitation the caller may change: it must belong to a workspace they manage. An invitation of a
 * workspace they are not in answers the same 404 as an unknown id, so ids reveal nothing
 * (docs/architecture.md § Authorization).
 */
export async function assertInvitationManager(
  db: Queryable,
  userId: number,
  invitationId: number,
): Promise<{ invitation: InvitationRow; access: WorkspaceAccess }> {
  const invitation = await findInvitationById(db, invitationId);
  if (!invitation) throw notFound('The invitation');
  const access = await assertWorkspaceMember(db, userId, { id: invitation.workspaceId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') throw notFound('The invitation');
    throw error;
  });
  assertTeamManager(access, invitation.role);
  return { invitation, access };
}
