import { TASK_STATUSES, type BoardColumnQuery, type Task, type TaskStatus } from '@aerie/contract';

import { useBoardColumn } from './list-board-column';

// A column's flattened cards per cached reply: the same reply gives the same array, so the board's memos and
// the drag's working copy see a change only when the cache changes.
const flattened = new WeakMap<object, Task[]>();
function cardsOf(data: { pages: Array<{ tasks: Task[] }> } | undefined): Task[] {
  if (!data) return NO_CARDS;
  let cards = flattened.get(data);
  if (!cards) flattened.set(data, (cards = data.pages.flatMap((page) => page.tasks)));
  return cards;
}
const NO_CARDS: Task[] = [];

export interface BoardColumnState {
  cards: Task[];
  total: number;
  overdue: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/** The four columns of the board, each its first page and the pages scrolled to (issue 33). */
export function useBoard(uid: string, query: BoardColumnQuery) {
  // One hook per column, always in this order.
  const columns = [
    useBoardColumn(uid, 'todo', query),
    useBoardColumn(uid, 'in_progress', query),
    useBoardColumn(uid, 'review', query),
    useBoardColumn(uid, 'done', query),
  ];
  const byStatus = Object.fromEntries(
    TASK_STATUSES.map((status, index) => {
      const column = columns[index]!;
      const pages = column.data?.pages ?? [];
      const state: BoardColumnState = {
        cards: cardsOf(column.data),
        total: pages.at(-1)?.total ?? 0,
        overdue: pages.at(-1)?.overdue ?? 0,
        hasMore: column.hasNextPage,
        isLoadingMore: column.isFetchingNextPage,
        loadMore: () => {
          if (column.hasNextPage && !column.isFetchingNextPage) void column.fetchNextPage();
        },
      };
      return [status, state];
    }),
  ) as Record<TaskStatus, BoardColumnState>;
  // A column that failed to load at all fails the board; a later page that failed leaves its "Show more" to retry.
  const failed = columns.find((column) => column.isError && !column.data);
  return {
    columns: byStatus,
    isPending: columns.some((column) => column.isPending),
    error: failed?.error ?? null,
    isFetching: columns.some((column) => column.isFetching),
    refetch: () => Promise.all(columns.map((column) => column.refetch())),
  };
}
