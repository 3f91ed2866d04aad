import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam } from '../fields.js';
import { defineRoute } from '../route.js';
import { ThreadPersonSchema } from './comment.js';

/** **Designed.** Who a comment on this task may mention: everyone who sees its project, for the composer's list. */
export const listMentionablePeopleRoute = defineRoute({
  name: 'list-mentionable-people',
  method: 'GET',
  host: 'api',
  path: '/tasks/:id/mentionable',
  access: 'user',
  summary: 'The people a comment on a task may mention (anyone who sees the project)',
  params: z.strictObject({ id: idParam('Task') }),
  response: successEnvelope(z.array(ThreadPersonSchema)),
});
