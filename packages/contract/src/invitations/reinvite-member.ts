import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField } from '../projects/project.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import { InvitationSchema } from './invitation.js';

export const ReinviteMemberSchema = z.strictObject({
  id: idField('Invitation'),
  target_url: text('Target URL').max(2000, 'Target URL must be at most 2000 characters').optional(),
});

/** docs/product.md § Team calls: the reply's `data.message` and `data.data.name` are read. */
export const reinviteMemberRoute = defineRoute({
  name: 'reinvite-member',
  method: 'POST',
  host: 'api',
  path: '/invitations/reinvite',
  access: 'user',
  summary: 'Send a new invitation link; the old one stops working (owner or maintainer)',
  body: ReinviteMemberSchema,
  response: successEnvelope(InvitationSchema).extend({ message: z.string() }),
});
