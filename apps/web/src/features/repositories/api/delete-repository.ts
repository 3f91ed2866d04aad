import { deleteRepositoryRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { repoActivitiesKey } from './list-repo-activities';
import { repositoryListsKey } from './list-repositories';

export interface DeleteRepositoryInput {
  projectUid: string;
  repositoryId: number;
}

/** docs/product.md § Repository calls `DELETE projects/{projectUID}/repositories/{id}`: the project owner only. */
export function useDeleteRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUid, repositoryId }: DeleteRepositoryInput) =>
      callApi(deleteRepositoryRoute, { params: { projectUID: projectUid, id: repositoryId } }),
    onSuccess: async (_response, { projectUid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: repositoryListsKey(projectUid) }),
        // Its commits leave the Commits tab with it.
        queryClient.invalidateQueries({ queryKey: repoActivitiesKey(projectUid) }),
      ]);
    },
  });
}
