import { listWorkspaceActivityRoute, type ActivityQuery } from '@aerie/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export type ActivityFilters = Pick<ActivityQuery, 'lane' | 'actor'>;

export function listWorkspaceActivity(slug: string, query: ActivityQuery, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listWorkspaceActivityRoute, { params: { slug }, query, signal });
}

/**
 * A workspace's feed, a page at a time (issue 26 §2): each page asks for what is older than the last
 * one's `next_before`. Shared by the overview (its first entries) and the Activity page.
 */
export function workspaceActivityQueryOptions(slug: string, filters: ActivityFilters = {}, limit = 20) {
  return infiniteQueryOptions({
    queryKey: ['activity', 'workspace', slug, filters, limit],
    queryFn: ({ pageParam, signal }) =>
      listWorkspaceActivity(slug, { ...filters, limit, before: pageParam }, { signal }).then((reply) => reply.data),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

export function useWorkspaceActivity(slug: string | undefined, filters: ActivityFilters = {}, limit = 20) {
  return useInfiniteQuery({ ...workspaceActivityQueryOptions(slug ?? '', filters, limit), enabled: Boolean(slug) });
}
