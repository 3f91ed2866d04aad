import { getCurrentUserRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/**
 * The invitation page sits outside the signed-in area, so it loads the user itself. Features may not
 * import each other, so this is the auth feature's query again under the same key: the cache is shared.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'current-user'],
    queryFn: ({ signal }) => callApi(getCurrentUserRoute, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser({ enabled }: { enabled: boolean }) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
