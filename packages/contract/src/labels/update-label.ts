import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { labelColorField, labelIdParam, labelNameField, LabelSchema } from './label.js';

/** Rename, recolour or both: the fields sent change, the other stays. */
export const UpdateLabelSchema = z.strictObject({
  name: labelNameField.optional(),
  color: labelColorField.optional(),
});
export type UpdateLabel = z.infer<typeof UpdateLabelSchema>;

export const updateLabelRoute = defineRoute({
  name: 'update-label',
  method: 'PATCH',
  host: 'api',
  path: '/labels/:id',
  access: 'user',
  summary: 'Rename or recolour a label (developers and up)',
  params: z.strictObject({ id: labelIdParam }),
  body: UpdateLabelSchema,
  response: successEnvelope(LabelSchema).extend({ message: z.string() }),
});
