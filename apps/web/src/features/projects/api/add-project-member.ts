import { addProjectMemberRoute, type AddProjectMember } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { projectListsKey } from '@/api/list-projects';
import { callApi } from '@/lib/api-client';

export interface AddProjectMemberInput {
  uid: string;
  body: AddProjectMember;
}

export function addProjectMember({ body }: AddProjectMemberInput) {
  return callApi(addProjectMemberRoute, { body });
}

/** Adds a workspace team member as a collaborator; the project reloads (docs/product.md § Collaborators). */
export function useAddProjectMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProjectMember,
    onSuccess: async (_response, { uid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: projectListsKey() }),
      ]);
    },
  });
}
