import { listTransactionsRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listTransactions(slug: string, page: number, signal?: AbortSignal) {
  return callApi(listTransactionsRoute, { params: { slug }, query: { page }, signal });
}

/** Every page of every workspace's history sits under this prefix, so one invalidation refreshes them. */
export const TRANSACTIONS_KEY = ['transactions'] as const;

/** One page (10 rows) of a workspace's billing history, newest first; the server pages it. */
export function transactionsQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: [...TRANSACTIONS_KEY, slug, page],
    queryFn: ({ signal }) => listTransactions(slug, page, signal),
    // The current rows stay on screen (under the overlay) while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(slug: string, page: number) {
  return useQuery(transactionsQueryOptions(slug, page));
}
