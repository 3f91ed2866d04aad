import { createDeploymentRoute, type CreateDeployment } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

/** docs/product.md § Deployment calls `POST deployments/create`: the server queues the first run at once (auto_deploy 0). */
export function useCreateDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeployment) => callApi(createDeploymentRoute, { body }),
    onSuccess: (_response, body) => queryClient.invalidateQueries({ queryKey: deploymentsKey(body.project_id) }),
  });
}
