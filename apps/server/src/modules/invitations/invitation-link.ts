import { INVITATION_LIFETIME_DAYS } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { InvitationRow, UserRow, WorkspaceRow } from '../../db/schema/index.js';
import { hashToken, newOpaqueToken } from '../../lib/secret-hashing.js';
import { invitationMail, queueMail } from '../mail/index.js';
import type { RateLimitRule } from '../rate-limit/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh link: the token goes into the e-mail, only its hash and expiry into the database. */
export function newInvitationLink(now = new Date()) {
  const token = newOpaqueToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS) };
}

/**
 * Queues the invitation e-mail in the caller's transaction. The link is always built from APP_URL: the
 * spec's `target_url` comes from the caller, and a caller-chosen link inside our own e-mail would let
 * anyone send phishing links that look like they come from Aerie.
 */
export async function queueInvitationMail(
  db: Queryable,
  ctx: AppContext,
  options: { invitation: InvitationRow; workspace: WorkspaceRow; inviter: UserRow; token: string },
): Promise<void> {
  const { invitation, workspace, inviter, token } = options;
  const url = `${ctx.config.appUrl}/invitation?token=${encodeURIComponent(token)}`;
  await queueMail(
    db,
    ctx.jobs,
    invitation.email,
    invitationMail({
      inviteeName: invitation.name,
      inviterName: { first: inviter.first, last: inviter.last },
      workspaceName: workspace.name,
      role: invitation.role,
      email: invitation.email,
      url,
    }),
  );
}

/**
 * Invitations and re-invitations share one budget per workspace and one per sender (who could otherwise
 * open workspace after workspace), so the team feature cannot be turned into a spam cannon.
 */
export function invitationRateLimits(workspaceId: number, userId: number): RateLimitRule[] {
  return [
    { key: `invitations:workspace:${workspaceId}`, limit: 30, windowSeconds: 60 * 60 },
    { key: `invitations:user:${userId}`, limit: 60, windowSeconds: 60 * 60 },
  ];
}
