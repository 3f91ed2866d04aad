import type { BoardColumnQuery, TaskPriority } from '@aerie/contract';

/**
 * The board's view filters (beyond the spec, as Trello and Linear users expect). They only hide cards:
 * the order of each column stays the server's, and a drag is placed in the full column. The server applies
 * them (apps/server modules/tasks/list-board-column.ts).
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

/**
 * The filters as the column call reads them (issue 33: the server applies them, the same rule for every
 * page and for the column's count); nothing for the ones left at "all". Labels sorted, so one choice is one
 * cache entry whatever order it was ticked in.
 */
export function boardQueryOf(filters: TaskFilters, today: string): BoardColumnQuery {
  if (!hasActiveFilters(filters)) return { today };
  return {
    today,
    search: filters.search.trim() || undefined,
    assignee: filters.assignee === 'all' ? undefined : String(filters.assignee),
    priority: filters.priority === 'all' ? undefined : filters.priority,
    mine: filters.onlyMine ? 'true' : undefined,
    labels: filters.labels.length ? [...filters.labels].sort((a, b) => a - b).join(',') : undefined,
  };
}

/** The filters without label ids the project no longer has (a label deleted while it was chosen). */
export function withExistingLabels(filters: TaskFilters, labelIds: readonly number[]): TaskFilters {
  const kept = filters.labels.filter((id) => labelIds.includes(id));
  return kept.length === filters.labels.length ? filters : { ...filters, labels: kept };
}
