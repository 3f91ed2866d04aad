import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { linkTokenField } from '../fields.js';
import { defineRoute } from '../route.js';
import { INVITE_ROLES } from '../teams/team-member.js';
import { INVITATION_STATUSES } from './invitation.js';

export const InvitationPreviewSchema = z.object({
  workspace: z.object({ name: z.string(), slug: z.string() }),
  email: z.string(),
  name: z.string(),
  role: z.enum(INVITE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.object({ first: z.string(), last: z.string() }),
  expires_at: z.string(),
  /** Whether an account with the invited e-mail exists, so the page can offer log in or register. */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** Designed: what the /invitation page shows before anyone signs in. Unknown tokens answer 404. */
export const getInvitationRoute = defineRoute({
  name: 'get-invitation',
  method: 'GET',
  host: 'api',
  path: '/invitations/token/:token',
  access: 'public',
  summary: 'What an invitation link offers: the workspace, the role and the invited e-mail',
  params: z.strictObject({ token: linkTokenField }),
  response: successEnvelope(InvitationPreviewSchema),
});
