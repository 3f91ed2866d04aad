import { deleteStoreRoute, type Store } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { callApi } from '@/lib/api-client';

import { storeListsKey } from './list-stores';

/** docs/product.md § Store host calls `GET store/delete/{id}`: the store and everything in it; its storefront is offline at once. */
export function deleteStore(id: number) {
  return callApi(deleteStoreRoute, { params: { id } });
}

/**
 * Deletes a store (admin only, docs/product.md § Roles and permissions). The list reloads 2.5 s later
 * (docs/product.md § Stores list), so it is only marked stale here; the overview's and the project page's store counts
 * refresh now.
 */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: Pick<Store, 'id' | 'project_uid'>) => deleteStore(store.id),
    onSuccess: async (_response, store) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeListsKey(store.project_uid), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: projectQueryKey(store.project_uid) }),
      ]);
    },
  });
}
