import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { TaskSchema } from './task.js';
import { assigneesField } from './task-input.js';

export const AssignTaskMembersSchema = z.strictObject({
  task_id: idField('Task'),
  assignees: assigneesField.refine((ids) => ids.length > 0, 'Choose at least one member'),
});

/** Adds people to a task's assignees (those already assigned stay). */
export const assignTaskMembersRoute = defineRoute({
  name: 'assign-task-members',
  method: 'POST',
  host: 'api',
  path: '/tasks/assign-member',
  access: 'user',
  summary: 'Assign project members to a task (any project member)',
  body: AssignTaskMembersSchema,
  response: successEnvelope(TaskSchema).extend({ message: z.string() }),
});
