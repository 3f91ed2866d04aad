import { updateProjectRoute, type UpdateProject } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { projectListsKey } from '@/api/list-projects';
import { callApi } from '@/lib/api-client';

export interface UpdateProjectInput {
  uid: string;
  body: UpdateProject;
}

export function updateProject({ uid, body }: UpdateProjectInput) {
  return callApi(updateProjectRoute, { params: { uid }, body });
}

/** Saves a project's name, description and category; the project and the lists reload. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async (_response, { uid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: projectListsKey() }),
      ]);
    },
  });
}
