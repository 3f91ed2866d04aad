import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam } from '../fields.js';
import { defineRoute } from '../route.js';
import { commentBodyField, TaskCommentSchema } from './comment.js';

export const CommentBodySchema = z.strictObject({ body: commentBodyField });
export type CommentBody = z.infer<typeof CommentBodySchema>;

/** **Designed.** Guests may comment too (issue 27); each person mentioned is told. */
export const createTaskCommentRoute = defineRoute({
  name: 'create-task-comment',
  method: 'POST',
  host: 'api',
  path: '/tasks/:id/comments',
  access: 'user',
  summary: 'Comment on a task (anyone who sees the project)',
  params: z.strictObject({ id: idParam('Task') }),
  body: CommentBodySchema,
  response: successEnvelope(TaskCommentSchema).extend({ message: z.string() }),
});
