import { deleteServerRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

export interface DeleteServerInput {
  projectUid: string;
  slug: string;
}

/** docs/product.md § Hosting calls `DELETE falcon/{id}` by slug: the owner only; a pilot's cloud server goes with it. */
export function useDeleteServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug }: DeleteServerInput) => callApi(deleteServerRoute, { params: { slug } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: hostingKey(projectUid) }),
  });
}
