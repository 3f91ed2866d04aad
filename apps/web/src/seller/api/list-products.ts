import { listSellerProductsRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';

export function listProducts(search: string, page: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listSellerProductsRoute, { query: { q: search || undefined, page }, signal });
}

/** Every product query (the list and each product) starts with it, so a change to one reloads them all. */
export const productsQueryKey = () => ['seller', 'products'] as const;

/** The store's products, newest first, searched by name, a page at a time. */
export function productsQueryOptions(search: string, page: number) {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: [...productsQueryKey(), 'list', search, page],
    queryFn: ({ signal }) => listProducts(search, page, { signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useProducts(search: string, page: number) {
  return useQuery(productsQueryOptions(search, page));
}
