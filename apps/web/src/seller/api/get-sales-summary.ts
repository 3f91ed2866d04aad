import { getSalesSummaryRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';

export function getSalesSummary({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(getSalesSummaryRoute, { signal });
}

/** An order's change of status moves these figures; it invalidates this key. */
export const salesSummaryQueryKey = () => ['seller', 'summary'] as const;

/** Paid orders, revenue and the platform's fees, in the store's currency. */
export function salesSummaryQueryOptions() {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: salesSummaryQueryKey(),
    queryFn: ({ signal }) => getSalesSummary({ signal }),
    select: (response) => response.data,
  });
}

export function useSalesSummary() {
  return useQuery(salesSummaryQueryOptions());
}
