import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { idParam } from '../projects/project.js';
import { defineRoute } from '../route.js';

/** `memberId` is the assignee's user id (the `id` of an entry in `assignees`). */
export const removeTaskMemberRoute = defineRoute({
  name: 'remove-task-member',
  method: 'DELETE',
  host: 'api',
  path: '/tasks/:id/remove-member/:memberId',
  access: 'user',
  summary: 'Remove an assignee from a task (any project member)',
  params: z.strictObject({ id: idParam('Task'), memberId: idParam('Member') }),
  response: MessageEnvelopeSchema,
});
