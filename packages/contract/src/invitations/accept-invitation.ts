import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { linkTokenField } from '../fields.js';
import { defineRoute } from '../route.js';
import { WorkspaceSchema } from '../workspaces/workspace.js';

export const AcceptInvitationSchema = z.strictObject({ token: linkTokenField });

/** Designed: the signed-in user whose e-mail was invited joins the workspace; the link then stops working. */
export const acceptInvitationRoute = defineRoute({
  name: 'accept-invitation',
  method: 'POST',
  host: 'api',
  path: '/invitations/accept',
  access: 'user',
  summary: 'Join the workspace of an invitation addressed to the signed-in user',
  body: AcceptInvitationSchema,
  response: successEnvelope(WorkspaceSchema).extend({ message: z.string() }),
});
