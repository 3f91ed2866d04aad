import { listSellerDiscountsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';

export function listDiscounts({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(listSellerDiscountsRoute, { signal });
}

/** Every discount query (the list and each code) starts with it, so a change to one reloads them all. */
export const discountsQueryKey = () => ['seller', 'discounts'] as const;

/** The store's codes with their uses: buyers use them while the seller looks, so asked again on each visit. */
export function discountsQueryOptions() {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: [...discountsQueryKey(), 'list'],
    queryFn: ({ signal }) => listDiscounts({ signal }),
    select: (response) => response.data,
  });
}

export function useDiscounts() {
  return useQuery(discountsQueryOptions());
}
