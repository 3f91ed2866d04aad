import { getTaxShippingRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getTaxShipping({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(getTaxShippingRoute, { signal });
}

/** Every tax or zone change answers the whole document; the mutations put it under this key. */
export const taxShippingQueryKey = () => ['seller', 'tax-shipping'] as const;

export function taxShippingQueryOptions() {
  return queryOptions({
    queryKey: taxShippingQueryKey(),
    queryFn: ({ signal }) => getTaxShipping({ signal }),
    select: (response) => response.data,
  });
}

export function useTaxShipping() {
  return useQuery(taxShippingQueryOptions());
}
