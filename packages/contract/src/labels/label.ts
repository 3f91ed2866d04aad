import { z } from 'zod';

import { idParam, MAX_ID, requiredText } from '../fields.js';

/** docs/product.md § Labels: the limits of a project's labels and of one task's. */
export const LABEL_LIMITS = {
  nameMax: 30,
  perProject: 50,
  perTask: 10,
} as const;

/**
 * The label palette (docs/product.md § Labels): a chip is drawn in `background` with its name in `text`, and
 * every pair passes WCAG AA for normal text (4.5:1; a unit test measures each). A name always goes with
 * the colour, so no label is told apart by colour alone.
 */
export const LABEL_COLORS = {
  gray: { name: 'Gray', background: '#f3f4f6', text: '#1f2937' },
  red: { name: 'Red', background: '#fee2e2', text: '#991b1b' },
  orange: { name: 'Orange', background: '#ffedd5', text: '#9a3412' },
  amber: { name: 'Amber', background: '#fef3c7', text: '#92400e' },
  green: { name: 'Green', background: '#dcfce7', text: '#166534' },
  teal: { name: 'Teal', background: '#ccfbf1', text: '#115e59' },
  blue: { name: 'Blue', background: '#dbeafe', text: '#1e40af' },
  indigo: { name: 'Indigo', background: '#e0e7ff', text: '#3730a3' },
  purple: { name: 'Purple', background: '#f3e8ff', text: '#6b21a8' },
  pink: { name: 'Pink', background: '#fce7f3', text: '#9d174d' },
} as const;
export type LabelColor = keyof typeof LABEL_COLORS;
export const LABEL_COLOR_NAMES = Object.keys(LABEL_COLORS) as LabelColor[];

export const labelNameField = requiredText('Name', LABEL_LIMITS.nameMax);
export const labelColorField = z.enum(LABEL_COLOR_NAMES, {
  error: `Colour must be one of ${LABEL_COLOR_NAMES.join(', ')}`,
});
export const labelIdParam = idParam('Label');

/** A label as a task and the project's list show it. `color` is a name of LABEL_COLORS. */
export const LabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type Label = z.infer<typeof LabelSchema>;

/**
 * A task's labels, the whole list (set-task-labels replaces it): label ids of the task's project, each once,
 * at most LABEL_LIMITS.perTask.
 */
export const labelIdsField = z
  // Each id is checked by the list's own rules, so a bad one is reported on `label_ids`, where the picker is.
  .array(z.unknown(), { error: 'Labels must be a list of label ids' })
  .max(LABEL_LIMITS.perTask, `A task can have at most ${LABEL_LIMITS.perTask} labels`)
  .refine(
    (ids) => ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID),
    'Labels must be labels of this project',
  )
  .transform((ids) => ids as number[])
  .refine((ids) => new Set(ids).size === ids.length, 'Labels lists a label more than once');
