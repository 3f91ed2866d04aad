import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField, MAX_ID } from '../fields.js';
import { defineRoute } from '../route.js';
import { TaskSchema } from './task.js';
import { endNotBeforeStart, taskFields } from './task-input.js';

export const UpdateTaskSchema = endNotBeforeStart(
  z.strictObject({
    task_id: idField('Task'),
    ...taskFields,
    /**
     * Where the card lands in its (new) column, 0 at the top; a drag sends the new status and position in
     * this one update. Left out, a card that changes column goes to the top, one that stays keeps its place.
     */
    position: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0)
      .max(MAX_ID, 'Position is invalid')
      .optional(),
  }),
);
export type UpdateTask = z.infer<typeof UpdateTaskSchema>;

export const updateTaskRoute = defineRoute({
  name: 'update-task',
  method: 'POST',
  host: 'api',
  path: '/tasks/update',
  access: 'user',
  summary: 'Edit a task or move it to another column or place (any project member)',
  body: UpdateTaskSchema,
  response: successEnvelope(TaskSchema).extend({ message: z.string() }),
});
