import { getSellerDiscountRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';
import { discountsQueryKey } from './list-discounts';

export function getDiscount(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getSellerDiscountRoute, { params: { uuid }, signal });
}

export function discountQueryOptions(uuid: string) {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: [...discountsQueryKey(), 'one', uuid],
    queryFn: ({ signal }) => getDiscount(uuid, { signal }),
    select: (response) => response.data,
  });
}

/** Loaded only on an existing code's page (`/admin/discounts/{uuid}`), not on the new code's. */
export function useDiscount(uuid: string | undefined) {
  return useQuery({ ...discountQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
