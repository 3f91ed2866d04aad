import { createProjectRoute, type CreateProject } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectListsKey } from '@/api/list-projects';
import { callApi } from '@/lib/api-client';

export function createProject(body: CreateProject) {
  return callApi(createProjectRoute, { body });
}

/** Creates a project; the lists and the overview's counts are refetched when next shown. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectListsKey() }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
