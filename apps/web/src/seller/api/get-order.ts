import { getSellerOrderRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';
import { ordersQueryKey } from './list-orders';

export function getOrder(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getSellerOrderRoute, { params: { uuid }, signal });
}

/** One order with its lines, buyer, address and history. */
export function orderQueryOptions(uuid: string) {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: [...ordersQueryKey(), 'one', uuid],
    queryFn: ({ signal }) => getOrder(uuid, { signal }),
    select: (response) => response.data,
  });
}

export function useOrder(uuid: string) {
  return useQuery(orderQueryOptions(uuid));
}
