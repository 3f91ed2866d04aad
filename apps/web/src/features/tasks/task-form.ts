import { endNotBeforeStart, taskFields, type Task, type TaskStatus } from '@aerie/contract';
import { z } from 'zod';

import { todayIso } from './task-display';

const fields = z.object({
  title: taskFields.title,
  description: taskFields.description,
  priority: taskFields.priority,
  status: taskFields.status,
  start_date: taskFields.start_date,
  end_date: taskFields.end_date,
});

/**
 * The create and edit forms check what the server checks, with the contract's own fields and its
 * end-not-before-start rule. `endNotBeforeStart` only adds a refinement (zod's refine returns the same
 * schema), so the object's input type is kept for react-hook-form.
 */
export const TaskFormSchema = endNotBeforeStart(fields);
export type TaskFormValues = z.infer<typeof fields>;
export const TASK_FORM_FIELDS = ['title', 'description', 'priority', 'status', 'start_date', 'end_date'] as const;

export function emptyTaskForm(status: TaskStatus, today: string = todayIso()): TaskFormValues {
  return { title: '', description: '', priority: 'normal', status, start_date: today, end_date: '' };
}

export function taskFormOf(task: Task): TaskFormValues {
  const { title, description, priority, status, start_date, end_date } = task;
  return { title, description, priority, status, start_date, end_date };
}

/** The form's button stays inactive until the required fields are filled (docs/product.md § Tasks). */
export function isTaskFormComplete(values: Partial<TaskFormValues>): boolean {
  return [values.title, values.start_date, values.end_date].every((value) => Boolean(value?.trim()));
}
