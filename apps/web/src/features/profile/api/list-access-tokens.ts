import { listAccessTokensRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const accessTokensKey = ['access-tokens'] as const;

/** The signed-in user's personal access tokens for Aerie Git (never their secrets). */
export function accessTokensQueryOptions() {
  return queryOptions({
    queryKey: accessTokensKey,
    queryFn: ({ signal }) => callApi(listAccessTokensRoute, { signal }),
    select: (response) => response.data,
  });
}

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions());
}
