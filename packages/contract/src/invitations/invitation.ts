import { z } from 'zod';

import { INVITE_ROLES } from '../teams/team-member.js';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;

/**
 * An invitation (docs/product.md § Invitations). `active` is 0 while its link works and 1 once it does not
 * (docs/product.md § Invitations).
 */
export const InvitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  role: z.enum(INVITE_ROLES),
  active: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** Invitation links live 7 days; re-inviting sends a new link and kills the old one. */
export const INVITATION_LIFETIME_DAYS = 7;
