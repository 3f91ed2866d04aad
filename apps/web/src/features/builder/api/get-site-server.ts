import { getSiteServerRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const siteServerKey = (uuid: string) => ['websites', 'server', uuid] as const;

export function getSiteServer(uuid: string, signal?: AbortSignal) {
  return callApi(getSiteServerRoute, { params: { uuid }, signal });
}

export function siteServerQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: siteServerKey(uuid),
    queryFn: ({ signal }) => getSiteServer(uuid, signal),
    select: (response) => response.data,
    // While a release is on its way the state is read every two seconds; otherwise every five while the panel is
    // open, since a publish queues its upload a moment after it answers (the event's subscriber).
    refetchInterval: (query) => {
      const state = query.state.data?.data.target?.state;
      if (!state) return false;
      return state === 'queued' || state === 'uploading' ? 2_000 : 5_000;
    },
  });
}

/** Where the site is published besides Aerie, its releases and the hosts it is served under (issue 32 § 4). */
export function useSiteServer(uuid: string) {
  return useQuery(siteServerQueryOptions(uuid));
}
