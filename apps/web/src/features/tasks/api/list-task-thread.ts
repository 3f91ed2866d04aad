import { listTaskThreadRoute } from '@aerie/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listTaskThread(taskId: number, before: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listTaskThreadRoute, { params: { id: taskId }, query: { before }, signal });
}

/** Every comment change of a task invalidates this one key. */
export function taskThreadQueryKey(taskId: number) {
  return ['task-thread', taskId] as const;
}

/** A task's comments and history, newest page first; older pages by the previous page's `next_before`. */
export function taskThreadQueryOptions(taskId: number) {
  return infiniteQueryOptions({
    queryKey: taskThreadQueryKey(taskId),
    queryFn: ({ pageParam, signal }) => listTaskThread(taskId, pageParam, { signal }).then((reply) => reply.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

export function useTaskThread(taskId: number) {
  return useInfiniteQuery(taskThreadQueryOptions(taskId));
}
