import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { emailField, requiredText, text } from '../fields.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { INVITE_ROLES } from '../teams/team-member.js';
import { InvitationSchema } from './invitation.js';

/**
 * `target_url` is accepted as the spec sends it, but the e-mailed link is always built from the app's own
 * address: a caller-chosen link in our e-mail would be a phishing tool.
 */
export const InviteMemberSchema = z.strictObject({
  email: emailField,
  name: requiredText('Name', 80),
  role: z.enum(INVITE_ROLES, { error: `Role must be one of ${INVITE_ROLES.join(', ')}` }),
  business_id: idField('Workspace'),
  target_url: text('Target URL').max(2000, 'Target URL must be at most 2000 characters').optional(),
});
export type InviteMember = z.infer<typeof InviteMemberSchema>;

export const inviteMemberRoute = defineRoute({
  name: 'invite-member',
  method: 'POST',
  host: 'api',
  path: '/invitations/invite',
  access: 'user',
  summary: "Invite someone to a workspace by e-mail (owner or maintainer; inviting a maintainer is the owner's)",
  body: InviteMemberSchema,
  response: successEnvelope(InvitationSchema).extend({ message: z.string() }),
});
