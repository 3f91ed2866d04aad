import { getSellerProductRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';
import { productsQueryKey } from './list-products';

export function getProduct(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getSellerProductRoute, { params: { uuid }, signal });
}

/** One product with its variants and images, for the editor. */
export function productQueryOptions(uuid: string) {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: [...productsQueryKey(), 'one', uuid],
    queryFn: ({ signal }) => getProduct(uuid, { signal }),
    select: (response) => response.data,
  });
}

/** Loaded only on an existing product's page (`/admin/products/{uuid}`), not on the new product's. */
export function useProduct(uuid: string | undefined) {
  return useQuery({ ...productQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
