import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { InvitationSchema } from './invitation.js';

export const listInvitationsRoute = defineRoute({
  name: 'list-invitations',
  method: 'GET',
  host: 'api',
  path: '/invitations/:slug',
  access: 'user',
  summary: "A workspace's invitations, newest first",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: successEnvelope(z.array(InvitationSchema)),
});
