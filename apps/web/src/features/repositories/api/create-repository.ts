import { createRepositoryRoute, type CreateRepositoryInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { repositoryListsKey } from './list-repositories';

export interface CreateRepositoryCall {
  /** The workspace the project lives in (docs/product.md § Repository calls `projects/repositories/{slug}/create`). */
  workspaceSlug: string;
  body: CreateRepositoryInput;
}

/** A new repository on Aerie Git or a connected provider, added to the project; the list reloads. */
export function useCreateRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceSlug, body }: CreateRepositoryCall) =>
      callApi(createRepositoryRoute, { params: { slug: workspaceSlug }, body }),
    onSuccess: (_response, { body }) =>
      queryClient.invalidateQueries({ queryKey: repositoryListsKey(body.project_id) }),
  });
}
