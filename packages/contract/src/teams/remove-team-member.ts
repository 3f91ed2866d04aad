import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { idParam } from '../projects/project.js';
import { defineRoute } from '../route.js';

export const removeTeamMemberRoute = defineRoute({
  name: 'remove-team-member',
  method: 'DELETE',
  host: 'api',
  path: '/teams/remove/:id',
  access: 'user',
  summary: 'Remove someone from a workspace and its projects (owner or maintainer; never the owner)',
  params: z.strictObject({ id: idParam('Team member') }),
  response: MessageEnvelopeSchema,
});
