import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { idParam } from '../fields.js';
import { defineRoute } from '../route.js';

/** **Designed.** Its author, the project's owner and maintainers (and up) may delete a comment. */
export const deleteTaskCommentRoute = defineRoute({
  name: 'delete-task-comment',
  method: 'DELETE',
  host: 'api',
  path: '/tasks/comments/:id',
  access: 'user',
  summary: 'Delete a comment (its author; the project owner and maintainers any)',
  params: z.strictObject({ id: idParam('Comment') }),
  response: MessageEnvelopeSchema,
});
