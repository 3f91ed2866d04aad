import {
  BOARD_PAGE,
  listBoardColumnRoute,
  type BoardColumnPage,
  type BoardColumnQuery,
  type Task,
  type TaskStatus,
} from '@aerie/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';

export function listBoardColumn(
  uid: string,
  status: TaskStatus,
  query: BoardColumnQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return callApi(listBoardColumnRoute, { params: { uid, status }, query, signal });
}

/** Under the project's tasks key, so every task change (and the board's refresh) reloads the columns too. */
export function boardQueryKey(uid: string) {
  return [...tasksQueryKey(uid), 'board'] as const;
}

/**
 * One column of the board, a page at a time (issue 33): the first 20 cards, then 50 at a time, each page
 * asking for what follows the last one's `next_after`. Filters are part of the key, so changing them asks the server again.
 */
export function boardColumnQueryOptions(uid: string, status: TaskStatus, query: BoardColumnQuery) {
  return infiniteQueryOptions({
    queryKey: [...boardQueryKey(uid), status, query],
    queryFn: ({ pageParam, signal }) =>
      listBoardColumn(
        uid,
        status,
        { ...query, limit: pageParam ? BOARD_PAGE.sizeDefault : BOARD_PAGE.first, after: pageParam },
        { signal },
      ).then((reply) => reply.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_after ?? undefined,
  });
}

/** While other filters load, the column keeps showing what it had (the filter bar stays under the cursor). */
export function useBoardColumn(uid: string, status: TaskStatus, query: BoardColumnQuery) {
  return useInfiniteQuery({ ...boardColumnQueryOptions(uid, status, query), placeholderData: keepPreviousData });
}

type ColumnData = InfiniteData<BoardColumnPage, string | undefined>;
export type BoardSnapshot = Array<[readonly unknown[], ColumnData | undefined]>;

/**
 * Rewrites every loaded column of the board in place (optimistic moves, a card's new labels): `rewrite`
 * gets each column's loaded cards and its total. Returns what was there so it can be put back.
 */
export function rewriteBoard(
  queryClient: QueryClient,
  uid: string,
  rewrite: (column: { status: TaskStatus; cards: Task[]; hasMore: boolean; total: number }) => {
    cards: Task[];
    total: number;
  },
): BoardSnapshot {
  const previous = queryClient.getQueriesData<ColumnData>({ queryKey: boardQueryKey(uid) });
  for (const [queryKey, data] of previous) {
    if (!data?.pages.length) continue;
    const status = queryKey[3] as TaskStatus;
    const last = data.pages[data.pages.length - 1]!;
    const cards = data.pages.flatMap((page) => page.tasks);
    const next = rewrite({ status, cards, hasMore: last.next_after !== null, total: last.total });
    // All the cards in the first page, the later pages keeping only their cursors: the board reads them
    // flattened, and the refresh after the change pages them afresh.
    const pages = data.pages.map((page, index) => ({
      ...page,
      tasks: index === 0 ? next.cards : [],
      total: next.total,
    }));
    queryClient.setQueryData<ColumnData>(queryKey, { ...data, pages });
  }
  return previous;
}

export function restoreBoard(queryClient: QueryClient, previous: BoardSnapshot): void {
  for (const [queryKey, data] of previous) queryClient.setQueryData(queryKey, data);
}
