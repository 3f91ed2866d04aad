import { deleteProjectRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { projectListsKey } from '@/api/list-projects';
import { callApi } from '@/lib/api-client';

export interface DeleteProjectInput {
  uid: string;
  /** The slug of the workspace the project lives in. */
  slug: string;
}

export function deleteProject({ uid, slug }: DeleteProjectInput) {
  return callApi(deleteProjectRoute, { params: { uid, slug } });
}

/**
 * Deletes a project (owner only). docs/product.md § Editing and deleting a project: the list reloads only when the
 * dialog closes, 3 s later, so the lists are marked stale here without refetching; `reloadProjectLists` refetches them
 * when the dialog goes.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (_response, { uid }) => {
      queryClient.removeQueries({ queryKey: projectQueryKey(uid), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectListsKey(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}

export function useReloadProjectLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectListsKey() });
}
