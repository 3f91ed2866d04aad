import { listTaskCommitsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listTaskCommits(taskId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listTaskCommitsRoute, { params: { id: String(taskId) }, signal });
}

export function taskCommitsQueryKey(taskId: number) {
  return ['task-commits', taskId] as const;
}

/** A card's commits and the runs that shipped them (docs/product.md § Task keys): loaded only when the card is opened. */
export function taskCommitsQueryOptions(taskId: number) {
  return queryOptions({
    queryKey: taskCommitsQueryKey(taskId),
    queryFn: ({ signal }) => listTaskCommits(taskId, { signal }),
    select: (response) => response.data,
  });
}

export function useTaskCommits(taskId: number) {
  return useQuery(taskCommitsQueryOptions(taskId));
}
