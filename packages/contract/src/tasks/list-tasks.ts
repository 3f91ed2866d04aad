import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { TaskSchema } from './task.js';

/**
 * docs/product.md § Task calls lists `GET tasks/{id}` as the board's load: here `{id}` is the project's uid, and the
 * reply is every task of the project, ordered by column and position.
 */
export const listTasksRoute = defineRoute({
  name: 'list-tasks',
  method: 'GET',
  host: 'api',
  path: '/tasks/:uid',
  access: 'user',
  summary: "A project's tasks, by column and position",
  params: z.strictObject({ uid: projectUidField }),
  response: successEnvelope(z.array(TaskSchema)),
});
