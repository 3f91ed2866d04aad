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
 * The place in the full column of a card dropped at `index` among the cards the board shows there (issue 33:
 * a column is loaded a page at a time and filtered by the server, so the full column is not in the browser).
 * Positions are dense, so a shown card's position is its place in the full column: the dropped card takes
 * the place of the card it landed above, or the one after the card it landed below. `shown` is the landing
 * column's cards without the moved one, top to bottom. The server takes the card out before placing it, so
 * a card moving down its own column lands one place higher than the neighbour's position says.
 */
export function dropPosition(moving: Placed, to: TaskStatus, shown: readonly Placed[], index: number): number {
  const afterLeaving = (position: number) =>
    moving.status === to && moving.position < position ? position - 1 : position;
  const below = shown[Math.max(0, index)];
  if (below) return afterLeaving(below.position);
  const above = shown[shown.length - 1];
  return above ? afterLeaving(above.position) + 1 : 0;
}

/** What the browser holds of a column: its first cards, top to bottom, and whether more follow. */
export interface LoadedColumn<T extends Placed> {
  status: TaskStatus;
  cards: T[];
  hasMore: boolean;
  total: number;
}

/**
 * The server's move rule, applied to one loaded column for the optimistic update: the card leaves its
 * column (the cards below move up) and lands in `to` at `position` (past the end means the bottom), the
 * cards from there moving down. A card landing below what is loaded of a longer column is not shown until
 * that part is loaded; totals follow the card.
 */
export function moveInColumn<T extends Placed>(
  column: LoadedColumn<T>,
  moving: T,
  to: TaskStatus,
  position: number,
): LoadedColumn<T> {
  const { status } = column;
  let cards = column.cards.filter((card) => card.id !== moving.id);
  if (status === moving.status) {
    cards = cards.map((card) => (card.position > moving.position ? { ...card, position: card.position - 1 } : card));
  }
  if (status !== to) return { ...column, cards, total: status === moving.status ? column.total - 1 : column.total };
  const end = status === moving.status ? column.total - 1 : column.total;
  const landing = Math.min(Math.max(0, position), end);
  cards = cards.map((card) => (card.position >= landing ? { ...card, position: card.position + 1 } : card));
  const lastShown = cards.at(-1);
  const isShown = !column.hasMore || (lastShown !== undefined && landing <= lastShown.position + 1);
  if (isShown) cards = groupByStatus([...cards, { ...moving, status: to, position: landing }])[to];
  return { ...column, cards, total: end + 1 };
}
