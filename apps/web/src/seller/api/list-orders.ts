import { listSellerOrdersRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';

export type OrderFilter = (typeof listSellerOrdersRoute.querystring.shape.status)['_zod']['output'];

export function listOrders(status: OrderFilter | undefined, page: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listSellerOrdersRoute, { query: { status, page }, signal });
}

/** Every order query (the list and each order) starts with it. */
export const ordersQueryKey = () => ['seller', 'orders'] as const;

/** The store's orders, newest first, of one status or all, a page at a time. */
export function ordersQueryOptions(status: OrderFilter | undefined, page: number) {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: [...ordersQueryKey(), 'list', status ?? 'all', page],
    queryFn: ({ signal }) => listOrders(status, page, { signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useOrders(status: OrderFilter | undefined, page: number) {
  return useQuery(ordersQueryOptions(status, page));
}
