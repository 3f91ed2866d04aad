import { TASK_STATUSES, type TaskStatus } from '@aerie/contract';

/**
 * While a card is dragged the board shows a working copy of the visible columns (card ids in order), so
 * the card can hop between columns under the pointer before anything is sent. Droppable ids are the
 * statuses (columns) and the task ids (cards), which never clash: one is text, the other a number.
 */
export type ColumnIds = Record<TaskStatus, number[]>;
export type DragId = string | number;

export function isStatus(id: DragId): id is TaskStatus {
  return (TASK_STATUSES as readonly DragId[]).includes(id);
}

/** The column a droppable id belongs to: the column itself, or the column holding that card. */
export function findColumn(columns: ColumnIds, id: DragId): TaskStatus | undefined {
  if (isStatus(id)) return id;
  return TASK_STATUSES.find((status) => columns[status].includes(Number(id)));
}

/** Moves a card to `index` of `to` (clamped), taking it out of wherever it was. */
export function placeCard(columns: ColumnIds, cardId: number, to: TaskStatus, index: number): ColumnIds {
  const next = Object.fromEntries(
    TASK_STATUSES.map((status) => [status, columns[status].filter((id) => id !== cardId)]),
  ) as ColumnIds;
  next[to].splice(Math.min(Math.max(0, index), next[to].length), 0, cardId);
  return next;
}

/** Where a card sits in the working copy: its column and index. */
export function locateCard(columns: ColumnIds, cardId: number): { status: TaskStatus; index: number } | undefined {
  const status = findColumn(columns, cardId);
  return status && { status, index: columns[status].indexOf(cardId) };
}

/** The ids of each column's cards, in the order given by `groupByStatus`. */
export function columnIdsOf(columns: Record<TaskStatus, ReadonlyArray<{ id: number }>>): ColumnIds {
  return Object.fromEntries(
    TASK_STATUSES.map((status) => [status, columns[status].map((card) => card.id)]),
  ) as ColumnIds;
}
