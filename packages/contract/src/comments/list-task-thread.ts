import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam } from '../fields.js';
import { defineRoute } from '../route.js';
import { COMMENT_RULES, TaskThreadPageSchema } from './comment.js';

/** The cursor names a place in time and the entry there (`<microseconds>.<c|e><id>`), opaque to the client. */
export const THREAD_CURSOR = /^\d{1,17}\.[ce]\d{1,19}$/;

export const TaskThreadQuerySchema = z.strictObject({
  before: z.string({ error: 'The cursor is invalid' }).regex(THREAD_CURSOR, 'The cursor is invalid').optional(),
  limit: z.coerce
    .number({ message: 'Limit is invalid' })
    .int('Limit is invalid')
    .min(1, 'Limit must be 1 or more')
    .max(COMMENT_RULES.pageSizeMax, `Limit must be at most ${COMMENT_RULES.pageSizeMax}`)
    .default(COMMENT_RULES.pageSizeDefault),
});

/** **Designed.** A task's comments and history interleaved, newest first, paged (docs/product.md § Comments). */
export const listTaskThreadRoute = defineRoute({
  name: 'list-task-thread',
  method: 'GET',
  host: 'api',
  path: '/tasks/:id/thread',
  access: 'user',
  summary: "A task's comments and history, newest first (anyone who sees the project)",
  params: z.strictObject({ id: idParam('Task') }),
  querystring: TaskThreadQuerySchema,
  response: successEnvelope(TaskThreadPageSchema),
});
