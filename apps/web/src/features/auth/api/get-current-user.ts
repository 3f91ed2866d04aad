import { getCurrentUserRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getCurrentUser({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(getCurrentUserRoute, { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'current-user'],
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
