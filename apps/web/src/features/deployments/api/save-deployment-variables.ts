import { saveDeploymentVariablesRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { variablesQueryOptions } from './get-deployment-variables';

export interface SaveVariablesInput {
  slug: string;
  projectUid: string;
  deploymentId: number;
  variables: string;
}

/** docs/product.md § Deployment calls `POST deployments/variables/{slug}` with deployment_id and variables (sealed at rest). */
export function useSaveDeploymentVariables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, deploymentId, variables }: SaveVariablesInput) =>
      callApi(saveDeploymentVariablesRoute, { params: { slug }, body: { deployment_id: deploymentId, variables } }),
    onSuccess: (response, { projectUid, deploymentId }) =>
      queryClient.setQueryData(variablesQueryOptions({ projectUid, deploymentId }).queryKey, response),
  });
}
