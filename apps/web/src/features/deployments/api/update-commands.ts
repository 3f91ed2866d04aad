import { updateCommandsRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { commandsQueryOptions } from './fetch-commands';

export interface UpdateCommandsInput {
  slug: string;
  projectUid: string;
  deploymentId: number;
  commands: string;
  userId: number | undefined;
}

/** docs/product.md § Deployment calls `POST commands/update/{slug}` with project_id, deployment_id, commands and user_id. */
export function useUpdateCommands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, projectUid, deploymentId, commands, userId }: UpdateCommandsInput) =>
      callApi(updateCommandsRoute, {
        params: { slug },
        body: { project_id: projectUid, deployment_id: deploymentId, commands, user_id: userId },
      }),
    onSuccess: (response, { projectUid, deploymentId }) =>
      queryClient.setQueryData(commandsQueryOptions({ projectUid, deploymentId }).queryKey, response),
  });
}
