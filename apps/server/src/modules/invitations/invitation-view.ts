import type { Invitation } from '@aerie/contract';

import type { InvitationRow } from '../../db/schema/index.js';

type InvitationStatus = Invitation['status'];

/** `expired` is never stored: a pending invitation past its date simply reads as expired. */
export function invitationStatus(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): InvitationStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** Whether the invitation's link still works: pending and not expired. */
export function isInvitationOpen(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return invitationStatus(row, now) === 'pending';
}

/** An invitation as the team page reads it; `active` is 0 while the link works, 1 after (docs/product.md § Invitations). */
export function toInvitation(row: InvitationRow, now = new Date()): Invitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: invitationStatus(row, now),
    role: row.role,
    active: isInvitationOpen(row, now) ? 0 : 1,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
