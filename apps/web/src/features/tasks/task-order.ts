import { TASK_STATUSES, type Task, type TaskStatus } from '@aerie/contract';

/** Something with a column and a place in it; the helpers below work on tasks and on test fixtures alike. */
type Placed = Pick<Task, 'id' | 'status' | 'position'>;

/** The board's columns, each in its stored order (position, then id so equal positions never flicker). */
export function groupByStatus<T extends Placed>(tasks: readonly T[]): Record<TaskStatus, T[]> {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as T[]])) as Record<TaskStatus, T[]>;
  for (const task of tasks) columns[task.status].push(task);
  for (const status of TASK_STATUSES) columns[status].sort((a, b) => a.position - b.position || a.id - b.id);
  return columns;
}

/**
 * The server's move rule, applied in the browser for the optimistic update: the card leaves its column
 * (the cards below move up), lands in `status` at min(position, cards left there), and both columns are
 * renumbered 0, 1, 2… so positions stay dense. An unknown id leaves the tasks as they are.
 */
export function moveTask<T extends Placed>(
  tasks: readonly T[],
  taskId: number,
  status: TaskStatus,
  position: number,
): T[] {
  const moving = tasks.find((task) => task.id === taskId);
  if (!moving) return [...tasks];
  const columns = groupByStatus(tasks.filter((task) => task.id !== taskId));
  const target = columns[status];
  target.splice(Math.min(Math.max(0, position), target.length), 0, { ...moving, status });

  const placed = new Map<number, T>();
  for (const column of TASK_STATUSES) {
    columns[column].forEach((task, index) => placed.set(task.id, { ...task, position: index }));
  }
  // Keep the list's own order so anything keyed on it stays stable; only status and position change.
  return tasks.map((task) => placed.get(task.id)!);
}

/**
 * Filters are views of one order per column (docs/product.md § Board), so a drop among the visible cards is turned
 * into a place in the full column: before the visible card it landed above, or just after the last
 * visible one. `fullIds` and `visibleIds` leave the moved card out; `visibleIndex` is where it was dropped
 * among the visible cards.
 */
export function fullColumnPosition(
  fullIds: readonly number[],
  visibleIds: readonly number[],
  visibleIndex: number,
): number {
  if (visibleIds.length === 0) return 0;
  const below = visibleIds[Math.max(0, visibleIndex)];
  if (below !== undefined) return fullIds.indexOf(below);
  return fullIds.indexOf(visibleIds[visibleIds.length - 1]!) + 1;
}
