import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { labelColorField, labelNameField, LabelSchema } from './label.js';

export const CreateLabelSchema = z.strictObject({ name: labelNameField, color: labelColorField });
export type CreateLabel = z.infer<typeof CreateLabelSchema>;

export const createLabelRoute = defineRoute({
  name: 'create-label',
  method: 'POST',
  host: 'api',
  path: '/projects/:uid/labels',
  access: 'user',
  summary: 'Add a label to a project (developers and up; at most 50, names unique ignoring case)',
  params: z.strictObject({ uid: projectUidField }),
  body: CreateLabelSchema,
  response: successEnvelope(LabelSchema).extend({ message: z.string() }),
});
