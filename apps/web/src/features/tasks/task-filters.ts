import type { Task, TaskPriority } from '@aerie/contract';

/**
 * The board's view filters (beyond the spec, as Trello and Linear users expect). They only hide cards:
 * the order of each column stays the server's, and a drag is placed in the full column.
 */
export interface TaskFilters {
  /** Words looked for in titles, case-insensitively. */
  search: string;
  /** A member's user id, 'unassigned', or 'all'. */
  assignee: number | 'unassigned' | 'all';
  priority: TaskPriority | 'all';
  /** "My tasks": only the tasks the signed-in user is assigned to. */
  onlyMine: boolean;
  /** Label ids: a card shows when it has any of them (issue 27); empty means every card. */
  labels: readonly number[];
}

export const NO_FILTERS: TaskFilters = { search: '', assignee: 'all', priority: 'all', onlyMine: false, labels: [] };

export function hasActiveFilters(filters: TaskFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.assignee !== 'all' ||
    filters.priority !== 'all' ||
    filters.onlyMine ||
    filters.labels.length > 0
  );
}

type Filterable = Pick<Task, 'title' | 'priority'> & {
  key?: string;
  assignees: ReadonlyArray<{ id: number }>;
  labels: ReadonlyArray<{ id: number }>;
};

export function matchesFilters(task: Filterable, filters: TaskFilters, userId: number): boolean {
  const isAssigned = (id: number) => task.assignees.some((assignee) => assignee.id === id);
  const search = filters.search.trim().toLocaleLowerCase();
  if (search && !task.title.toLocaleLowerCase().includes(search) && task.key?.toLocaleLowerCase() !== search)
    return false;
  if (filters.priority !== 'all' && task.priority !== filters.priority) return false;
  if (filters.onlyMine && !isAssigned(userId)) return false;
  if (filters.labels.length && !task.labels.some((label) => filters.labels.includes(label.id))) return false;
  if (filters.assignee === 'unassigned') return task.assignees.length === 0;
  if (filters.assignee !== 'all') return isAssigned(filters.assignee);
  return true;
}

export function filterTasks<T extends Filterable>(tasks: readonly T[], filters: TaskFilters, userId: number): T[] {
  return hasActiveFilters(filters) ? tasks.filter((task) => matchesFilters(task, filters, userId)) : [...tasks];
}

/** The filters without label ids the project no longer has (a label deleted while it was chosen). */
export function withExistingLabels(filters: TaskFilters, labelIds: readonly number[]): TaskFilters {
  const kept = filters.labels.filter((id) => labelIds.includes(id));
  return kept.length === filters.labels.length ? filters : { ...filters, labels: kept };
}
