import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { TaskKeyPrefixField } from './task-key.js';

export const UpdateTaskKeyPrefixSchema = z.strictObject({ prefix: TaskKeyPrefixField });
export type UpdateTaskKeyPrefix = z.infer<typeof UpdateTaskKeyPrefixSchema>;

/** docs/product.md § Task keys: a maintainer or above renames the prefix; the numbers stay. */
export const updateTaskKeyPrefixRoute = defineRoute({
  name: 'update-task-key-prefix',
  method: 'POST',
  host: 'api',
  path: '/projects/:uid/task-key',
  access: 'user',
  summary: "Change a project's task key prefix (maintainers and up)",
  params: z.strictObject({ uid: projectUidField }),
  body: UpdateTaskKeyPrefixSchema,
  response: successEnvelope(z.object({ prefix: z.string() })).extend({ message: z.string() }),
});
