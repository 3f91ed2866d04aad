import { importRepositoryRoute, type ImportRepositoryInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { repositoryListsKey } from './list-repositories';

export interface ImportRepositoryCall {
  workspaceSlug: string;
  body: ImportRepositoryInput;
}

/**
 * docs/product.md § Repository calls `POST projects/repositories/{slug}/import` with the import payload of
 * docs/product.md § Importing repositories.
 */
export function useImportRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceSlug, body }: ImportRepositoryCall) =>
      callApi(importRepositoryRoute, { params: { slug: workspaceSlug }, body }),
    onSuccess: async (_response, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: repositoryListsKey(body.project_id) }),
        // The row turns to 'Imported'.
        queryClient.invalidateQueries({ queryKey: ['repositories', 'importable'] }),
      ]);
    },
  });
}
