import { LIMITS, type Task, type TaskPriority } from '@aerie/contract';

import type { BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';

/** docs/product.md § Tasks: important blue, normal active, low grey, critical inactive. */
export const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = {
  low: 'neutral',
  normal: 'active',
  important: 'info',
  critical: 'inactive',
};

export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  important: 'Important',
  critical: 'Critical',
};

/** docs/product.md § Tasks: cards show the description cut at 70 characters plus an ellipsis (whole characters, never half an emoji). */
export function descriptionPreview(description: string, max: number = LIMITS.taskDescriptionPreview): string {
  const characters = Array.from(description.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** Today as a calendar day (YYYY-MM-DD) where the user is, to compare with a task's dates. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Overdue: the end date has passed (before today) and the task is not done. */
export function isOverdue(task: Pick<Task, 'end_date' | 'status'>, today: string): boolean {
  return task.status !== 'done' && task.end_date < today;
}

/**
 * A task's dates are calendar days, not instants: read at midnight UTC and shown in UTC, so nobody west of
 * Greenwich sees the day before.
 */
export function formatTaskDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });
}

export function fullName(person: { first: string; last: string }): string {
  return `${person.first} ${person.last}`.trim();
}
