import { z } from 'zod';

import { WORKSPACE_ROLES } from '../workspaces/workspace.js';

/**
 * A workspace team member (docs/product.md § Team and roles). `is_active` is 1 for active and 2 for inactive
 * (docs/product.md § Team page).
 */
export const TeamMemberSchema = z.object({
  id: z.number().int(),
  role: z.enum(WORKSPACE_ROLES),
  created_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    first: z.string(),
    last: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    is_active: z.union([z.literal(1), z.literal(2)]),
  }),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** Roles an invitation can give (docs/product.md § Invitations); ownership is never handed out by invitation. */
export const INVITE_ROLES = ['maintainer', 'developer', 'guest'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
