import { z } from 'zod';

import { LIMITS } from '../constants.js';
import { MAX_ID, requiredText, text } from '../fields.js';
import { idField } from '../projects/project.js';
import { TASK_PRIORITIES, TASK_STATUSES } from './task.js';

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        message: `${label} is not a real date`,
      },
    );

/**
 * Assignees travel as a comma-joined list of user ids (docs/product.md § Tasks), e.g. "4,9"; an empty string means
 * none.
 */
export const assigneesField = z
  .string({ error: 'Assignees must be a comma-separated list of member ids' })
  .max(2000, 'Too many assignees')
  .regex(/^(\d+(,\d+)*)?$/, 'Assignees must be a comma-separated list of member ids')
  .transform((value) => [...new Set(value ? value.split(',').map(Number) : [])])
  .refine((ids) => ids.every((id) => id <= MAX_ID), 'Assignees must be members of this project');

export const taskFields = {
  title: requiredText('Title', LIMITS.taskTitleMax),
  description: text('Description')
    .trim()
    .max(LIMITS.taskDescriptionMax, `Description must be at most ${LIMITS.taskDescriptionMax} characters`),
  priority: z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}` }),
  status: z.enum(TASK_STATUSES, { error: `Status must be one of ${TASK_STATUSES.join(', ')}` }),
  start_date: dateField('Start date'),
  end_date: dateField('End date'),
  project_id: idField('Project'),
};

/** End not before start (docs/product.md § Tasks and the issue), reported on end_date. */
export function endNotBeforeStart<S extends z.ZodType<{ start_date: string; end_date: string }>>(schema: S): S {
  return schema.refine((value) => value.end_date >= value.start_date, {
    path: ['end_date'],
    message: 'End date cannot be before the start date',
  });
}
