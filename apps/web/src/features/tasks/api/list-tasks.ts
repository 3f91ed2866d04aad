import { listTasksRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listTasks(uid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listTasksRoute, { params: { uid }, signal });
}

/** Every task change of a project invalidates (or optimistically rewrites) this one key. */
export function tasksQueryKey(uid: string) {
  return ['tasks', uid] as const;
}

/**
 * A project's tasks (docs/product.md § Task calls `tasks/{id}`, by the project's uid): its first 1,000, by column and
 * position. The board itself reads its columns a page at a time (list-board-column, issue 33).
 */
export function tasksQueryOptions(uid: string) {
  return queryOptions({
    queryKey: tasksQueryKey(uid),
    queryFn: ({ signal }) => listTasks(uid, { signal }),
    select: (response) => response.data,
  });
}

export function useTasks(uid: string) {
  return useQuery(tasksQueryOptions(uid));
}
