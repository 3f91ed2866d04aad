import { getTransactionRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, callApi } from '@/lib/api-client';

export function getTransaction(reference: string, signal?: AbortSignal) {
  return callApi(getTransactionRoute, { params: { reference }, signal });
}

/** One billing record for its receipt. A 404 (not this user's) is final, so it is not retried. */
export function transactionQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['transactions', 'reference', reference],
    queryFn: ({ signal }) => getTransaction(reference, signal),
    select: (response) => response.data,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useTransaction(reference: string) {
  return useQuery(transactionQueryOptions(reference));
}
