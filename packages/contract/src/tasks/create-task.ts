import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { TaskSchema } from './task.js';
import { assigneesField, endNotBeforeStart, taskFields } from './task-input.js';

export const CreateTaskSchema = endNotBeforeStart(
  z.strictObject({
    ...taskFields,
    status: taskFields.status.default('todo'),
    description: taskFields.description.default(''),
    assignees: assigneesField.optional().transform((ids) => ids ?? []),
  }),
);
export type CreateTask = z.infer<typeof CreateTaskSchema>;

/** A new task goes to the top of its column. Assignees must be members of the project. */
export const createTaskRoute = defineRoute({
  name: 'create-task',
  method: 'POST',
  host: 'api',
  path: '/tasks/create',
  access: 'user',
  summary: 'Create a task on a project board (any project member)',
  body: CreateTaskSchema,
  response: successEnvelope(TaskSchema).extend({ message: z.string() }),
});
