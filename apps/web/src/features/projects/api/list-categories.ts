import { listCategoriesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listCategories({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(listCategoriesRoute, { signal });
}

/**
 * The project categories (docs/product.md § Workspace and project calls `api/categories`); the same for every workspace
 * and rarely changed.
 */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => listCategories({ signal }),
    select: (response) => response.data,
    staleTime: 60 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
