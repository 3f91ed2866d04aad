import { getSellerRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getSeller({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(getSellerRoute, { signal });
}

/** The settings and the logo change it; they invalidate this key. */
export const sellerQueryKey = () => ['seller', 'me'] as const;

/** The signed-in seller and their store (its name, currency, colours and logo). */
export function sellerQueryOptions() {
  return queryOptions({
    queryKey: sellerQueryKey(),
    queryFn: ({ signal }) => getSeller({ signal }),
    select: (response) => response.data,
  });
}

export function useSeller() {
  return useQuery(sellerQueryOptions());
}
