import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { idParam } from '../projects/project.js';
import { defineRoute } from '../route.js';

export const deleteInvitationRoute = defineRoute({
  name: 'delete-invitation',
  method: 'DELETE',
  host: 'api',
  path: '/invitations/delete',
  access: 'user',
  summary: 'Delete an invitation; its link stops working (owner or maintainer)',
  querystring: z.strictObject({ id: idParam('Invitation') }),
  response: MessageEnvelopeSchema,
});
