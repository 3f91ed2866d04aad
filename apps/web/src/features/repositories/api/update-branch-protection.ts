import { updateBranchProtectionRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { repositoryListsKey } from './list-repositories';

export interface UpdateBranchProtectionInput {
  projectUid: string;
  repositoryId: number;
  isProtected: boolean;
}

/** Turns the default branch's protection on or off (maintainers and above, issue 24). */
export function useUpdateBranchProtection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUid, repositoryId, isProtected }: UpdateBranchProtectionInput) =>
      callApi(updateBranchProtectionRoute, {
        params: { projectUID: projectUid, id: repositoryId },
        body: { default_branch_protected: isProtected },
      }),
    onSuccess: async (_response, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: repositoryListsKey(projectUid) });
    },
  });
}
