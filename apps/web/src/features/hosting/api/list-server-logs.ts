import { listServerLogsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

/** The Server Logs tab: what happened to the project's servers, newest first, 12 a page (`GET falcons/logs/{uid}`). */
export function serverLogsQueryOptions(projectUid: string, page: number) {
  return queryOptions({
    queryKey: [...hostingKey(projectUid), 'logs', page],
    queryFn: ({ signal }) => callApi(listServerLogsRoute, { params: { id: projectUid }, query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === projectUid ? previous : undefined),
  });
}

export function useServerLogs(projectUid: string, page: number) {
  return useQuery(serverLogsQueryOptions(projectUid, page));
}
