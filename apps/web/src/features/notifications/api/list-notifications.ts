import { listNotificationsRoute } from '@aerie/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const notificationsKey = ['notifications'] as const;

/** The bell's list, newest first; each further page starts before the last one's cursor. */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(listNotificationsRoute, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.data.next_cursor ?? undefined,
  });
}

/** Loaded when the panel opens (`isEnabled`), not on every page of the dashboard. */
export function useNotifications(isEnabled: boolean) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled: isEnabled });
}
