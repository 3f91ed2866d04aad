import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam } from '../fields.js';
import { defineRoute } from '../route.js';
import { TaskCommentSchema } from './comment.js';
import { CommentBodySchema } from './create-task-comment.js';

/** **Designed.** Only its author edits a comment; someone newly mentioned is told. */
export const updateTaskCommentRoute = defineRoute({
  name: 'update-task-comment',
  method: 'PATCH',
  host: 'api',
  path: '/tasks/comments/:id',
  access: 'user',
  summary: 'Edit your own comment',
  params: z.strictObject({ id: idParam('Comment') }),
  body: CommentBodySchema,
  response: successEnvelope(TaskCommentSchema).extend({ message: z.string() }),
});
