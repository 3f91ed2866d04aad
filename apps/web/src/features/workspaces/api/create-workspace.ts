import { createWorkspaceRoute, WORKSPACE_TYPE, type CreateWorkspace } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { workspacesQueryOptions } from '@/api/list-workspaces';
import { callApi } from '@/lib/api-client';

import { storeSelectedWorkspaceSlug } from '../selected-workspace';

export type CreateWorkspaceInput = Omit<CreateWorkspace, 'type'>;

/** The type is fixed by docs/product.md § Workspace and project calls, so the form never asks for it. */
export function createWorkspace(input: CreateWorkspaceInput) {
  return callApi(createWorkspaceRoute, { body: { ...input, type: WORKSPACE_TYPE } });
}

/**
 * Creates a workspace, makes it the selected one (docs/product.md § Workspace and project calls: data.slug is stored)
 * and refreshes the list.
 */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: async (response) => {
      // Put the new workspace in the cached list before selecting it, so the selection is never judged
      // against a list that does not contain it yet; then fetch the list as the server has it.
      const { queryKey } = workspacesQueryOptions();
      queryClient.setQueryData(queryKey, (list) => list && { ...list, data: [...list.data, response.data] });
      storeSelectedWorkspaceSlug(response.data.slug);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
