import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam } from '../fields.js';
import { defineRoute } from '../route.js';
import { TaskSchema } from '../tasks/task.js';
import { labelIdsField } from './label.js';

export const SetTaskLabelsSchema = z.strictObject({ label_ids: labelIdsField });
export type SetTaskLabels = z.infer<typeof SetTaskLabelsSchema>;

/** Replaces a task's labels with the list sent (an empty list takes them all off). */
export const setTaskLabelsRoute = defineRoute({
  name: 'set-task-labels',
  method: 'PUT',
  host: 'api',
  path: '/tasks/:id/labels',
  access: 'user',
  summary: "Set a task's labels to the list given (any project member)",
  params: z.strictObject({ id: idParam('Task') }),
  body: SetTaskLabelsSchema,
  response: successEnvelope(TaskSchema).extend({ message: z.string() }),
});
