import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { idParam } from '../projects/project.js';
import { defineRoute } from '../route.js';

export const deleteTaskRoute = defineRoute({
  name: 'delete-task',
  method: 'DELETE',
  host: 'api',
  path: '/tasks/delete/:id',
  access: 'user',
  summary: 'Delete a task (any project member); the cards below it move up',
  params: z.strictObject({ id: idParam('Task') }),
  response: MessageEnvelopeSchema,
});
