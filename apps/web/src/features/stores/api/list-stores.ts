import { listStoresRoute } from '@aerie/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface ListStoresInput {
  projectUid: string;
  page?: number;
}

/** docs/product.md § Store host calls `GET store/one?uuid=` on the store host, the uuid being the project's uid. */
export function listStores({ projectUid, page = 1 }: ListStoresInput, signal?: AbortSignal) {
  return callApi(listStoresRoute, { query: { uuid: projectUid, page }, signal });
}

/** Every page of a project's stores sits under this prefix, so one invalidation reloads them all. */
export function storeListsKey(projectUid: string) {
  return ['stores', 'list', projectUid] as const;
}

/** One page of the project's stores, 8 a page (docs/product.md § Page sizes). */
export function storesQueryOptions({ projectUid, page = 1 }: ListStoresInput) {
  return queryOptions({
    queryKey: [...storeListsKey(projectUid), page],
    queryFn: ({ signal }) => listStores({ projectUid, page }, signal),
    select: (response) => response.data,
    // Paging keeps the current cards on screen (under the overlay) until the next page arrives; another
    // project's stores are never shown in the meantime.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === projectUid ? previous : undefined),
  });
}

export function useStores(input: ListStoresInput) {
  return useQuery(storesQueryOptions(input));
}

/** Reloads a project's store lists (after the delete dialog's 2.5 s). */
export function useReloadStores() {
  const queryClient = useQueryClient();
  return (projectUid: string) => queryClient.invalidateQueries({ queryKey: storeListsKey(projectUid) });
}
