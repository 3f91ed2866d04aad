import { listProjectActivityRoute, type ActivityQuery } from '@aerie/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { ActivityFilters } from '@/api/list-workspace-activity';
import { callApi } from '@/lib/api-client';

export function listProjectActivity(uid: string, query: ActivityQuery, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listProjectActivityRoute, { params: { uid }, query, signal });
}

/** One project's feed, a page at a time, older pages by the previous page's `next_before`. */
export function projectActivityQueryOptions(uid: string, filters: ActivityFilters = {}) {
  return infiniteQueryOptions({
    queryKey: ['activity', 'project', uid, filters],
    queryFn: ({ pageParam, signal }) =>
      listProjectActivity(uid, { ...filters, before: pageParam }, { signal }).then((reply) => reply.data),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

export function useProjectActivity(uid: string, filters: ActivityFilters = {}) {
  return useInfiniteQuery(projectActivityQueryOptions(uid, filters));
}
