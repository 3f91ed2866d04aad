import { getPayoutsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';

export function getPayouts({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(getPayoutsRoute, { signal });
}

/** An order's change of status (a cancel) moves these figures; it invalidates this key. */
export const payoutsQueryKey = () => ['seller', 'payouts'] as const;

/** Per month: sold, the platform's fee, and what is the seller's. */
export function payoutsQueryOptions() {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: payoutsQueryKey(),
    queryFn: ({ signal }) => getPayouts({ signal }),
    select: (response) => response.data,
  });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
