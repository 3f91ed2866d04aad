import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { idParam } from './project.js';

export const removeProjectMemberRoute = defineRoute({
  name: 'remove-project-member',
  method: 'DELETE',
  host: 'api',
  path: '/projects/remove-member/:id',
  access: 'user',
  summary: 'Remove a collaborator from a project (owner only; the owner cannot be removed)',
  params: z.strictObject({ id: idParam('Member') }),
  response: MessageEnvelopeSchema,
});
