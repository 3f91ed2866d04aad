import { verifyAccountRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function verifyAccount(token: string) {
  return callApi(verifyAccountRoute, { params: { token } });
}

/**
 * Verification is a one-time GET (a used token answers 404), so it runs as a query that StrictMode's double
 * mount and re-renders share. The query function deliberately ignores the abort signal: if it read it,
 * StrictMode's simulated unmount would abort the first request and the remount would send a second one,
 * which the server would refuse because the first already used the token.
 */
export function verifyAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-account', token],
    queryFn: () => verifyAccount(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useVerifyAccount(token: string) {
  return useQuery(verifyAccountQueryOptions(token));
}
