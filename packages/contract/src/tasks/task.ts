import { z } from 'zod';

import { LabelSchema } from '../labels/label.js';

/** The board's columns, in order (docs/product.md § Tasks): any status may move to any other. */
export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'Todo',
  in_progress: 'In Progress',
  review: 'In Review',
  done: 'Done',
};

export const TASK_PRIORITIES = ['low', 'normal', 'important', 'critical'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TaskAssigneeSchema = z.object({
  id: z.number().int(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});

/** A task (docs/product.md § Tasks). `position` is its place in its column, 0 at the top; dates are calendar days. */
export const TaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  position: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  project_id: z.number().int(),
  assignees: z.array(TaskAssigneeSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** Comments on the task (deleted ones not counted): the board shows the count, the thread loads when opened. */
  comment_count: z.number().int(),
  /** "AER-12": the project's key prefix and the task's number (docs/product.md § Task keys). */
  key: z.string(),
  /** Its labels, by name (issue 27). */
  labels: z.array(LabelSchema),
});
export type Task = z.infer<typeof TaskSchema>;
