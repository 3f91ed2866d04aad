import { deleteDeploymentRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface DeleteDeploymentInput {
  projectUid: string;
  slug: string;
}

/** docs/product.md § Deployment calls `DELETE deployments/{id}` by slug: the owner only; the files it deployed stay on the server. */
export function useDeleteDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug }: DeleteDeploymentInput) => callApi(deleteDeploymentRoute, { params: { slug } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: deploymentsKey(projectUid) }),
  });
}
