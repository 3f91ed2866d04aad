import { getUnreadCountRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const unreadCountKey = ['notifications', 'unread-count'] as const;

/** The bell's badge; the live stream (use-live-unread-count) writes new values into this query's cache. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => callApi(getUnreadCountRoute, { signal }),
    select: (response) => response.data.unread,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
