import { removeProjectMemberRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { projectListsKey } from '@/api/list-projects';
import { callApi } from '@/lib/api-client';

export interface RemoveProjectMemberInput {
  uid: string;
  /** The project member's id (not the user's). */
  memberId: number;
}

export function removeProjectMember({ memberId }: RemoveProjectMemberInput) {
  return callApi(removeProjectMemberRoute, { params: { id: memberId } });
}

/** Removes a collaborator (owner only); the project reloads. */
export function useRemoveProjectMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProjectMember,
    onSuccess: async (_response, { uid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: projectListsKey() }),
      ]);
    },
  });
}
