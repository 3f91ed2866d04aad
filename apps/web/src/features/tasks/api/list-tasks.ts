import { listTasksRoute, type RouteResponse, type Task } from '@aerie/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listTasks(uid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listTasksRoute, { params: { uid }, signal });
}

/** Every task change of a project invalidates (or optimistically rewrites) this one key. */
export function tasksQueryKey(uid: string) {
  return ['tasks', uid] as const;
}

/** A project's board (docs/product.md § Task calls `tasks/{id}`, by the project's uid): every task, by column and position. */
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

type TasksReply = RouteResponse<typeof listTasksRoute>;

/** Rewrites the cached board in place (optimistic moves); returns what was there so it can be put back. */
export function rewriteCachedTasks(
  queryClient: QueryClient,
  uid: string,
  rewrite: (tasks: Task[]) => Task[],
): TasksReply | undefined {
  const previous = queryClient.getQueryData<TasksReply>(tasksQueryKey(uid));
  if (previous) queryClient.setQueryData<TasksReply>(tasksQueryKey(uid), { ...previous, data: rewrite(previous.data) });
  return previous;
}

export function restoreCachedTasks(queryClient: QueryClient, uid: string, previous: TasksReply | undefined): void {
  if (previous) queryClient.setQueryData<TasksReply>(tasksQueryKey(uid), previous);
}
